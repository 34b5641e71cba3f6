/**
 * The hand-off to the external analytics (spec section 7, "Other"): a form POST in a new tab
 * with the portal's tokens, so the analytics site signs the user in without asking again, then
 * opens `urlToRedirect`. A form, not a fetch: the browser must navigate there with the tokens.
 * The keys are the spec's local storage keys (api/http's storageKeys, which screens do not import).
 */
export function openAnalytics(analyticsUrl: string, urlToRedirect: string, storage: Pick<Storage, 'getItem'> = localStorage): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = analyticsUrl;
  form.target = '_blank';
  form.rel = 'noopener';
  form.hidden = true;
  const fields = {
    accessToken: storage.getItem('token') ?? '',
    refreshToken: storage.getItem('refresh') ?? '',
    urlToRedirect,
  };
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}
