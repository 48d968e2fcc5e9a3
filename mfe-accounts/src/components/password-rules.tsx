import '@mantine/core/styles/List.css';
import { List } from '@mantine/core';
import { passwordIssues, passwordRules } from 'shared';

/** 000 §5: every password rule, ticked off as the user types. */
export function PasswordRules({ password }: { password: string }) {
  const issues = passwordIssues(password);
  return (
    <List size="sm" aria-label="Password rules">
      {passwordRules.map((rule) => (
        <List.Item key={rule.code} c={issues.includes(rule.code) ? 'dimmed' : 'teal.9'}>
          {issues.includes(rule.code) ? '' : '✓ '}
          {rule.message}
        </List.Item>
      ))}
    </List>
  );
}
