// The server's error under a form; what the player typed stays in the fields above it.
import './forms.css';
export function FormError({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="wl-form-error">
      {message}
    </p>
  );
}
