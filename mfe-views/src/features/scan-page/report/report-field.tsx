import type { CSSProperties, InputHTMLAttributes, ReactNode } from 'react';

export const reportStyles = {
  label: { display: 'block', fontWeight: 600, margin: '14px 0 4px' },
  input: {
    display: 'block',
    width: '100%',
    boxSizing: 'border-box',
    padding: '10px 12px',
    fontSize: 16,
    border: '1px solid #6c757d',
    borderRadius: 6,
    color: '#1a1a1a',
    background: '#ffffff',
  },
  hint: { fontSize: 14, color: '#495057', margin: '4px 0 0' },
  error: { fontSize: 14, color: '#b00020', margin: '4px 0 0' },
  button: {
    padding: '12px 20px',
    fontSize: 16,
    borderRadius: 6,
    border: '1px solid #1f4fd1',
    background: '#1f4fd1',
    color: '#ffffff',
    cursor: 'pointer',
  },
  secondary: {
    padding: '12px 20px',
    fontSize: 16,
    borderRadius: 6,
    border: '1px solid #1f4fd1',
    background: '#ffffff',
    color: '#1f4fd1',
    cursor: 'pointer',
  },
} satisfies Record<string, CSSProperties>;

interface ReportFieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: ReactNode;
  /** Shown after the label when the field may be left empty. */
  optional?: string;
  multiline?: boolean;
  inputProps: InputHTMLAttributes<HTMLInputElement | HTMLTextAreaElement>;
}

/** A labelled input whose hint and error are tied to it, so a screen reader reads them with the field. */
export function ReportField({ id, label, hint, error, optional, multiline, inputProps }: ReportFieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const shared = {
    ...inputProps,
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    style: reportStyles.input,
  };
  return (
    <div>
      <label htmlFor={id} style={reportStyles.label}>
        {label}
        {optional && <span style={{ fontWeight: 400 }}> ({optional})</span>}
      </label>
      {multiline ? <textarea rows={4} {...shared} /> : <input {...shared} />}
      {hint && (
        <p id={`${id}-hint`} style={reportStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} style={reportStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
