import { List, PasswordInput, type PasswordInputProps } from '@mantine/core';
import { passwordIssues, passwordRules } from 'shared';

/** 000 §5: every password rule, ticked off as the user types; after a refused submit the broken ones turn red. */
export function PasswordRules({ password, invalid = false }: { password: string; invalid?: boolean }) {
  const issues = passwordIssues(password);
  return (
    <List size="sm" aria-label="Password rules">
      {passwordRules.map((rule) => (
        <List.Item key={rule.code} c={issues.includes(rule.code) ? (invalid ? 'red.9' : 'dimmed') : 'teal.9'}>
          {issues.includes(rule.code) ? '' : '✓ '}
          {rule.message}
        </List.Item>
      ))}
    </List>
  );
}

/**
 * A new password with its rules as the field's description. The validation message is one of those rules,
 * so it is not repeated under the field: a screen reader would read "Must be 8 or more characters" twice.
 * The field is still marked invalid, and the broken rule turns red.
 */
export function NewPasswordInput({ error, value, ...props }: PasswordInputProps) {
  const invalid = Boolean(error);
  const password = typeof value === 'string' ? value : '';
  return (
    <PasswordInput
      required
      autoComplete="new-password"
      {...props}
      value={value}
      error={invalid}
      // PasswordInput does not set it from a boolean error.
      aria-invalid={invalid || undefined}
      description={<PasswordRules password={password} invalid={invalid} />}
      descriptionProps={{ component: 'div' }}
      inputWrapperOrder={['label', 'input', 'description']}
    />
  );
}
