import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { allowedOrigin } from '../../http/cors.ts';
import type { LocalCheckoutView } from './checkout.ts';
import type { BillingServices } from './service.ts';

/**
 * The built-in local checkout (payment provider `local`): a small self-contained page at
 * /billing/checkout/{sessionId} that shows the pack and a clearly labelled test-payment form.
 * Pay fulfils through the same event path as a Stripe webhook and returns to /profile of the
 * origin that started the checkout (`?return=`, honoured only for an allowed origin), else PUBLIC_URL's.
 */
export const checkoutPageRoutes: FastifyPluginAsync<{
  billing: BillingServices;
  publicUrl: string;
  allowedOrigins: readonly string[];
}> = (app, { billing, publicUrl, allowedOrigins }) => {
  const { checkout } = billing;
  const enabled = billing.config.enabled;
  const allowed = new Set(allowedOrigins);

  type PageRequest = FastifyRequest<{ Params: { sessionId: string }; Querystring: { return?: string } }>;
  /** The allowed origin the checkout returns to, or null for PUBLIC_URL. */
  const returnOriginOf = (request: PageRequest) => allowedOrigin(request.query.return, request, allowed);
  const returnBase = (request: PageRequest) => returnOriginOf(request) ?? publicUrl;

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  // A form's redirect counts against form-action too: the return origin is listed with ours.
  const send = (request: PageRequest, reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header(
        'Content-Security-Policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action ${["'self'", new URL(publicUrl).origin, returnOriginOf(request)].filter(Boolean).join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
      )
      .send(html);

  const notFoundPage = (request: PageRequest, reply: FastifyReply) =>
    send(
      request,
      reply,
      404,
      page(
        'Checkout not found',
        `<h1 id="title">Checkout not found</h1><p>This checkout session does not exist or has ended.</p>${backLink(returnBase(request))}`,
      ),
    );

  app.get<{ Params: { sessionId: string }; Querystring: { return?: string } }>(
    '/billing/checkout/:sessionId',
    { schema: { hide: true } },
    async (request, reply) => {
      const view = enabled ? await checkout.localView(request.params.sessionId) : undefined;
      if (!view) {
        return notFoundPage(request, reply);
      }
      const returnOrigin = returnOriginOf(request);
      const query = returnOrigin === null ? '' : `?return=${encodeURIComponent(returnOrigin)}`;
      return send(
        request,
        reply,
        200,
        view.status === 'PENDING' ? checkoutForm(view, query) : settled(view, returnBase(request)),
      );
    },
  );

  app.post<{ Params: { sessionId: string }; Querystring: { return?: string } }>(
    '/billing/checkout/:sessionId/pay',
    { schema: { hide: true } },
    async (request, reply) => {
      if (!enabled || !(await checkout.payLocal(request.params.sessionId))) {
        return notFoundPage(request, reply);
      }
      return reply.redirect(
        `${returnBase(request)}/profile?checkout=success&session_id=${encodeURIComponent(request.params.sessionId)}`,
        303,
      );
    },
  );

  app.post<{ Params: { sessionId: string }; Querystring: { return?: string } }>(
    '/billing/checkout/:sessionId/cancel',
    { schema: { hide: true } },
    async (request, reply) => {
      if (!enabled || !(await checkout.cancelLocal(request.params.sessionId))) {
        return notFoundPage(request, reply);
      }
      return reply.redirect(`${returnBase(request)}/profile?checkout=cancelled`, 303);
    },
  );
  return Promise.resolve();
};

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

const backLink = (base: string) => `<p><a href="${escape(base)}/profile">Back to your profile</a></p>`;

/** The payment form; `query` (`?return=...` or empty) carries the return origin to Pay and Cancel. */
function checkoutForm(view: LocalCheckoutView, query: string): string {
  const id = encodeURIComponent(view.sessionId);
  const price = money(view.priceCents, view.currency);
  return page(
    'Test payment',
    `<p class="banner" role="note"><strong>Test payment — no card is charged.</strong>
      This is the built-in checkout of a Quizmaker installation without a card processor. Paying here adds the tokens straight away.</p>
    <h1 id="title">Complete your purchase</h1>
    <dl class="summary">
      <div><dt>Pack</dt><dd>${escape(view.packName)}</dd></div>
      <div><dt>Tokens</dt><dd>${new Intl.NumberFormat('en-US').format(view.tokens)} tokens</dd></div>
      <div><dt>Price</dt><dd>${escape(price)}</dd></div>
    </dl>
    <form method="post" action="/billing/checkout/${id}/pay${escape(query)}" aria-labelledby="pay-legend">
      <fieldset>
        <legend id="pay-legend">Test payment details</legend>
        <label for="cardholder">Name on the test payment (optional)</label>
        <input id="cardholder" name="cardholder" type="text" autocomplete="off" aria-describedby="cardholder-hint">
        <p id="cardholder-hint" class="hint">Nothing you type here is stored, and no card is charged.</p>
      </fieldset>
      <button type="submit">Pay ${escape(price)} (test payment)</button>
    </form>
    <form method="post" action="/billing/checkout/${id}/cancel${escape(query)}">
      <button type="submit" class="secondary">Cancel</button>
    </form>`,
  );
}

function settled(view: LocalCheckoutView, base: string): string {
  const done = view.status === 'SUCCEEDED' || view.status === 'REFUNDED' || view.status === 'PARTIALLY_REFUNDED';
  const heading = done ? 'This test payment is complete' : 'This checkout has ended';
  const text = done
    ? `${new Intl.NumberFormat('en-US').format(view.tokens)} tokens of the ${escape(view.packName)} were added to your balance.`
    : 'It was cancelled or did not go through. No card was charged.';
  return page(
    heading,
    `<p class="banner" role="note"><strong>Test payment — no card is charged.</strong></p><h1 id="title">${heading}</h1><p>${text}</p>${backLink(base)}`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Quizmaker</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; line-height: 1.5; }
  body { margin: 0; padding: 2rem 1rem; background: Canvas; color: CanvasText; }
  main { max-width: 32rem; margin: 0 auto; }
  h1 { font-size: 1.5rem; margin: 1rem 0; }
  .banner { padding: 0.75rem 1rem; border: 2px solid #92400e; border-radius: 0.5rem; background: #fef3c7; color: #451a03; }
  .summary { display: grid; gap: 0.25rem; margin: 1rem 0; }
  .summary div { display: flex; justify-content: space-between; gap: 1rem; border-bottom: 1px solid #9ca3af; padding: 0.25rem 0; }
  .summary dt { font-weight: 600; }
  .summary dd { margin: 0; }
  fieldset { border: 1px solid #6b7280; border-radius: 0.5rem; padding: 1rem; margin: 0 0 1rem; }
  legend { font-weight: 600; padding: 0 0.25rem; }
  label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
  input { width: 100%; box-sizing: border-box; padding: 0.5rem; font: inherit; border: 1px solid #4b5563; border-radius: 0.375rem; }
  .hint { font-size: 0.875rem; margin: 0.25rem 0 0; }
  button { font: inherit; font-weight: 600; padding: 0.625rem 1.25rem; border-radius: 0.375rem; border: 2px solid #1e40af; background: #1e40af; color: #fff; cursor: pointer; margin: 0 0 0.75rem; }
  button.secondary { background: transparent; color: inherit; border-color: #4b5563; }
  a { color: #1d4ed8; }
  :focus-visible { outline: 3px solid #f59e0b; outline-offset: 3px; }
  @media (prefers-color-scheme: dark) { a { color: #93c5fd; } }
</style>
</head>
<body>
<main aria-labelledby="title">
${body}
</main>
</body>
</html>`;
}
