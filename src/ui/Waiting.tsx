/** The plain waiting screen of spec section 2. */
export function Waiting() {
  return (
    <p className="waiting" role="status">
      Пожалуйста, подождите..
    </p>
  );
}
