/** The newest message the utility API "sent" to a recipient (`utility-api/README.md`, dev outbox). */
async function newestMessage(apiUrl: string, recipient: string): Promise<{ channel: string; body: string }> {
  const response = await fetch(`${apiUrl}/__dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  const messages = (await response.json()) as Array<{ channel: string; body: string }>;
  const newest = messages[0];
  if (newest === undefined) throw new Error(`no message to ${recipient}`);
  return newest;
}

/** The 6-digit one-time code of the newest message to a recipient, and its channel. */
export async function outboxCode(apiUrl: string, recipient: string): Promise<{ code: string; channel: string }> {
  const message = await newestMessage(apiUrl, recipient);
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  if (code === undefined) throw new Error(`no code in: ${message.body}`);
  return { code, channel: message.channel };
}

/** The code of a link (`/activate/{code}`, `/changeEmailComplete/{code}`) in the newest e-mail. */
export async function outboxLinkCode(apiUrl: string, recipient: string, path: string, origin = ''): Promise<string> {
  const message = await newestMessage(apiUrl, recipient);
  const code = new RegExp(`${origin.replace(/[.]/g, '\\.')}${path}/([\\w-]{43})`).exec(message.body)?.[1];
  if (code === undefined) throw new Error(`no ${path} link in: ${message.body}`);
  return code;
}

/** Messages sent to a recipient so far. */
export async function outboxCount(apiUrl: string, recipient: string): Promise<number> {
  const response = await fetch(`${apiUrl}/__dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  return ((await response.json()) as unknown[]).length;
}
