import type { FastifyInstance } from 'fastify';
import type { OutboxMessage } from '../../store/outbox.ts';
import type { Store } from '../../store/store.ts';

interface Query {
  recipient?: string;
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function outboxPage(messages: readonly OutboxMessage[]): string {
  const rows = messages
    .map((m) =>
      [m.createdAt, m.channel, m.recipient, m.subject ?? '', m.body].map((cell) => `<td>${escapeHtml(cell)}</td>`).join(''),
    )
    .map((cells) => `<tr>${cells}</tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outbox</title>
<style>body{font-family:sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}
th,td{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}td:last-child{white-space:pre-wrap}</style>
</head><body><h1>Outbox</h1><p>E-mails and SMS sent by the reference utility API, newest first.</p>
<table><thead><tr><th>Sent</th><th>Channel</th><th>Recipient</th><th>Subject</th><th>Body</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="5">Nothing sent yet.</td></tr>'}
</tbody></table></body></html>
`;
}

/** The outbox for developers and end-to-end tests, which read one-time codes from it (docs/architecture.md §2). */
export function outboxRoutes(app: FastifyInstance, store: Store): void {
  const schema = {
    hide: true,
    querystring: { type: 'object', properties: { recipient: { type: 'string' } } },
  };
  app.get<{ Querystring: Query }>('/__dev/outbox', { schema }, async (request) =>
    store.outbox.list(request.query.recipient),
  );
  app.get<{ Querystring: Query }>('/__dev/outbox.html', { schema }, async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(outboxPage(store.outbox.list(request.query.recipient))),
  );
}
