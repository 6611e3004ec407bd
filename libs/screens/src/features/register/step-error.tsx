/** A server failure under the step's form; what the player typed stays in the fields. */
export function StepError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="wl-register__error">
      {message}
    </p>
  );
}
