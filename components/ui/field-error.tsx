/** A form field's error message, announced when it appears; renders nothing without one. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} role="alert" className="text-sm text-red-700">
      {message}
    </p>
  ) : null;
}
