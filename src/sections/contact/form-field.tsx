import type { ComponentProps } from 'react';
import { AlertCircleIcon } from '../../components/icons';

type Control = ComponentProps<'input'> & ComponentProps<'textarea'>;

interface FormFieldProps extends Omit<Control, 'id' | 'name' | 'value' | 'onChange' | 'children'> {
  id: string;
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The message to show; undefined while the field is valid or untouched. */
  error: string | undefined;
  multiline?: boolean;
  /**
   * False until the form is alive: the field is then a look-alike of the control, the same size.
   * A real field in the prerendered HTML makes Chromium's autofill lay out the whole contact
   * section as the page finishes loading, far below the screen: a long task.
   */
  live: boolean;
}

/** The box a field and its look-alike share. */
const boxClass = 'block w-full rounded-2xl border bg-bg px-4 py-3 text-base';
const controlClass = `${boxClass} text-fg transition-colors duration-200 placeholder:text-muted hover:border-accent/60 focus-visible:border-accent read-only:opacity-70`;

/** A labelled input or textarea whose error is announced through aria-invalid and aria-describedby. */
export function FormField({
  id,
  name,
  label,
  value,
  onValueChange,
  error,
  multiline = false,
  live,
  className = '',
  ...rest
}: FormFieldProps) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    value,
    required: true,
    'aria-invalid': error !== undefined,
    'aria-describedby': error !== undefined ? errorId : undefined,
    className: `${controlClass} ${error !== undefined ? 'border-danger ring-1 ring-danger' : 'border-border'} ${className}`,
  };
  // A look-alike has no error yet (the form is untouched) and is no control: no hover, focus or
  // read-only styles (a <div> matches :read-only).
  const lookAlikeClass = `${boxClass} border-border ${className} box-content truncate text-muted`;
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold">
        {label}
      </label>
      {!live ? (
        <div
          aria-hidden="true"
          className={lookAlikeClass}
          // The control's rows of text, inside the same padding and border (a block's auto width fills the row).
          style={{ height: `${multiline ? (rest.rows ?? 2) : 1}lh`, width: 'auto' }}
        >
          {rest.placeholder}
        </div>
      ) : multiline ? (
        <textarea {...rest} {...shared} onChange={(event) => onValueChange(event.target.value)} />
      ) : (
        <input {...rest} {...shared} onChange={(event) => onValueChange(event.target.value)} />
      )}
      {error !== undefined && (
        <p id={errorId} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-danger">
          <AlertCircleIcon width="16" height="16" className="mt-0.5 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}
