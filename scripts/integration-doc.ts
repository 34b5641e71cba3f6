/**
 * docs/integration.md, made from the declarations and the spec's surface: what a back end built
 * from the two specifications must answer, every extension of ours with why the portal wants it
 * and what it does without it, and what the spec leaves unsaid that we chose.
 * `npx tsx scripts/integration-doc.ts` writes it; tests/unit/integration-doc.test.ts fails when the
 * file and the declarations drift apart.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { allCalls } from '../src/api/contract/calls';
import type { Call } from '../src/api/contract/call';
import { notShown, specCallOf } from '../src/api/contract/spec-surface';
import { readAgainstSurface, unreadSpecFields } from '../src/api/contract/surface-check';

const head = `# Running the portal on your own back end

<!-- Made by scripts/integration-doc.ts from the call declarations (src/api/contract) and the
spec's surface (src/api/contract/spec); edit those and run \`npx tsx scripts/integration-doc.ts\`. -->

The portal makes the calls of the two specifications (section 7 of each), with the parameters and
fields they name: **the spec's surface**, written down from the spec's text in
\`src/api/contract/spec/*.ts\`, call by call, with the section each field comes from. A back end
that answers exactly that surface serves the whole portal. Beyond it the portal uses calls,
parameters and fields of our own: **extensions**. Each is optional: on a back end without it the
portal goes on as a user would expect and shows no error for it. This page lists them, why the
portal wants each and what it does without it, and what the spec leaves unsaid that we chose.

## How the portal finds out

- Every extension is marked where it is declared: a call with \`extension: { why, without }\`, a
  parameter or field wrapped in \`extension(schema, { why, without })\` (shown with
  \`x-extension: true\` in the OpenAPI document at \`/api/openapi.json\`). A test fails when a declared
  call, parameter or field is neither in the spec's surface nor marked, and when this page drifts.
- Answers are read by the spec's surface: the fields the spec names are required and type-checked;
  every field of ours is optional, and a field nobody declared is ignored. A field the spec does not
  name never makes an answer «в неожиданном формате».
- An extension call that answers **501**, or **404 as to a path the back end does not serve** (a
  404 without a message, or with our gateway's «Такого метода нет»), is absent for the rest of the
  session: the portal does not ask it again (\`src/api/shared/http.ts\`, \`ExtensionAbsent\`) and the app-wide
  extensions actor keeps the list (\`src/machines/session/extensions.machine.ts\`). A 404 with a message of
  its own («Аптека не найдена») is a missing record, not a missing call.
- A parameter of ours that a back end ignores is noticed where it would change what the user sees:
  an answer that does not echo the quarter or the month the portal asked for is not shown under
  that quarter or month (see the parameters below).
- A call of the spec that answers 404 or 501 as above while carrying our parameters or fields is
  sent once more without them, and from then on always without them.

Try it: \`SPEC_ONLY=1 npm start\` runs our gateway as a back end built from the spec alone: it
serves exactly the spec's surface (other calls answer 404, other parameters and fields are not
heard, answers hold only the spec's fields; \`server/http/spec-only.ts\`), and
\`npx playwright test --config playwright.spec-only.config.ts\` runs the portal's journeys on it.
`;

const code = (text: string) => `\`${text}\``;
const cell = (text: string) => text.replace(/\|/gu, '\\|').replace(/\n/gu, ' ');
const name = (call: Call) => code(`${call.method} ${call.path}`);

function extensionCalls(): string {
  const rows = allCalls
    .filter((call) => call.extension)
    .map((call) => `| ${name(call)} | ${cell(call.extension!.why)} | ${cell(call.extension!.without)} |`);
  return ['## Extension calls', '', '| Call | Why the portal wants it | Without it |', '|---|---|---|', ...rows].join('\n');
}

/** The fields of ours, one row per note: the same note (a staff pharmacy id, say) is said once. */
function extensionFields(): string {
  const byNote = new Map<string, { why: string; without: string; where: string[] }>();
  for (const call of allCalls) {
    for (const { part, field, note } of readAgainstSurface(call).extensions) {
      const key = `${note.why}\u0000${note.without}`;
      const entry = byNote.get(key) ?? { ...note, where: [] };
      entry.where.push(`${name(call)} ${part} ${code(field)}`);
      byNote.set(key, entry);
    }
  }
  const rows = [...byNote.values()].map(({ why, without, where }) => `| ${where.join('<br>')} | ${cell(why)} | ${cell(without)} |`);
  return ['## Extension parameters and fields', '', '| Where | Why the portal wants it | Without it |', '|---|---|---|', ...rows].join(
    '\n',
  );
}

function chosen(): string {
  const rows = allCalls.flatMap((call) => {
    const spec = specCallOf(call);
    if (!spec) return [];
    const said = [
      spec.chosen,
      spec.answer === notShown ? 'The answer’s shape is not shown: ours (in the OpenAPI document) stands.' : undefined,
    ].filter(Boolean);
    return said.length ? [`| ${name(call)} | ${cell(spec.section)} | ${cell(said.join(' '))} |`] : [];
  });
  return [
    '## What the spec leaves unsaid, and what we chose',
    '',
    'A back end built from the spec has to choose these too; ours are written in the OpenAPI document. docs/decisions/spec-surface.md says why.',
    '',
    '| Call | Where the spec names it | Chosen |',
    '|---|---|---|',
    ...rows,
  ].join('\n');
}

function unread(): string {
  const rows = allCalls.flatMap((call) => {
    const fields = unreadSpecFields(call);
    return fields.length ? [`| ${name(call)} | ${fields.map(code).join(', ')} |`] : [];
  });
  return [
    '## Fields of the spec the portal does not read',
    '',
    'A back end may leave these out of its answers: the portal computes them itself (the payroll’s results), keeps them as its own state (the plan editor’s columns), or reads them from another call (the pharmacy card).',
    '',
    '| Call | Fields |',
    '|---|---|',
    ...rows,
  ].join('\n');
}

export const integrationDoc = (): string => [head.trimEnd(), extensionCalls(), extensionFields(), chosen(), unread()].join('\n\n') + '\n';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(new URL('../docs/integration.md', import.meta.url), integrationDoc());
}
