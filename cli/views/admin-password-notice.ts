/** Shown once, on the start that created the admin user. */
export function adminPasswordNotice(generated: string | null): string {
  if (!generated) return 'Created the user admin with the password from LOUPE_ADMIN_PASSWORD.\n';
  const lines = [
    'Created the user admin. Its generated password is shown this once:',
    '',
    `    ${generated}`,
    '',
    'Sign in at /login/ and keep it somewhere safe (or set LOUPE_ADMIN_PASSWORD before the first start).',
  ];
  const width = Math.max(...lines.map((l) => l.length)) + 2;
  const bar = '─'.repeat(width);
  return `┌${bar}┐\n${lines.map((l) => `│ ${l.padEnd(width - 1)}│`).join('\n')}\n└${bar}┘\n`;
}
