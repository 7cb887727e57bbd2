// @ts-check
// A stand-in for the part of Stripe the product calls, so its online payments are tested end to end without the
// network: Checkout sessions (create, retrieve, list by payment intent), refunds (create, list), a hosted payment
// page with Pay and Cancel, and webhooks signed as Stripe signs them. Answers are shaped as the `stripe` package's
// types declare, request bodies are read as it form-encodes them, and the secret key is checked. Vitest uses the
// object `startStripeStandIn` returns; Playwright workers, which run in other processes, steer the same things
// through its `/_stand-in/*` routes.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import Stripe from 'stripe';

/**
 * How webhooks go out: each at once, each twice (as a retried delivery), or held until `releaseWebhooks()`
 * (which sends them newest first, out of their order).
 * @typedef {'once' | 'twice' | 'hold'} DeliveryMode
 */

/**
 * @typedef {object} Delivery
 * @property {string} type
 * @property {string} objectId
 * @property {number} status  the webhook endpoint's HTTP status (0 when it could not be reached)
 */

/**
 * @typedef {object} StripeStandIn
 * @property {string} url  where it listens: the product's STRIPE_API_URL
 * @property {string} secretKey  the product's STRIPE_SECRET_KEY
 * @property {string} webhookSecret  the product's STRIPE_WEBHOOK_SECRET
 * @property {() => Record<string, string>} productEnv  those three as the product's environment
 * @property {(url: string) => void} setWebhookUrl  where webhooks go (the product's /api/stripe-webhook)
 * @property {(mode: DeliveryMode) => void} setDelivery
 * @property {() => Promise<void>} releaseWebhooks  sends the held webhooks, newest first
 * @property {(sessionId: string) => Promise<string>} pay  what the Pay button does; answers the success address
 * @property {(input: { paymentIntent: string, amount?: number }) => Promise<Record<string, unknown>>} refund
 *   a refund made in Stripe's dashboard: recorded and announced by webhook
 * @property {(sessionId: string) => Record<string, unknown> | undefined} session
 * @property {() => Record<string, unknown>[]} sessions  every session created, oldest first
 * @property {Delivery[]} deliveries  every webhook sent, in order
 * @property {() => Promise<void>} idle  waits for the webhooks still being sent after an answer
 * @property {() => Promise<void>} close
 */

const apiVersion = Stripe.API_VERSION;
const newId = (/** @type {string} */ prefix) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/**
 * Stripe's form encoding read back into objects: `line_items[0][price_data][unit_amount]=1000` becomes
 * `{line_items: [{price_data: {unit_amount: '1000'}}]}` (values stay strings, as they travel).
 * @param {string} body
 * @returns {Record<string, any>}
 */
export function parseStripeForm(body) {
  /** @type {Record<string, any>} */
  const root = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split('[').map((part) => part.replace(/\]$/, ''));
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  return arraysFromIndexes(root);
}

/** @param {any} value @returns {any} */
function arraysFromIndexes(value) {
  if (typeof value !== 'object' || value === null) return value;
  const keys = Object.keys(value);
  const fixed = Object.fromEntries(keys.map((key) => [key, arraysFromIndexes(value[key])]));
  return keys.length > 0 && keys.every((key, index) => key === String(index)) ? Object.values(fixed) : fixed;
}

class StripeError extends Error {
  /** @param {number} status @param {string} message @param {string} type @param {string} [code] */
  constructor(status, message, type = 'invalid_request_error', code) {
    super(message);
    this.status = status;
    this.type = type;
    this.code = code;
  }
}

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const dollars = (/** @type {number} */ cents) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/**
 * Starts the stand-in on a free loopback port.
 * @param {{ secretKey?: string, webhookSecret?: string, webhookUrl?: string }} [options]
 * @returns {Promise<StripeStandIn>}
 */
export async function startStripeStandIn(options = {}) {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
  let webhookUrl = options.webhookUrl;
  /** @type {DeliveryMode} */
  let deliveryMode = 'once';
  /** @type {Map<string, Record<string, any>>} */
  const sessions = new Map();
  /** @type {Map<string, { id: string, amount: number, refunded: number, paymentIntent: string }>} */
  const charges = new Map();
  /** @type {Record<string, any>[]} */
  const refunds = [];
  /** @type {string[]} */
  const held = [];
  /** @type {Delivery[]} */
  const deliveries = [];

  /** @param {string} payload */
  async function deliver(payload) {
    const event = JSON.parse(payload);
    let status = 0;
    if (webhookUrl) {
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
      try {
        const answer = await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
        await answer.arrayBuffer();
        status = answer.status;
      } catch {
        status = 0;
      }
    }
    deliveries.push({ type: event.type, objectId: event.data.object.id, status });
  }

  /** @param {string} type @param {Record<string, any>} object */
  async function sendEvent(type, object) {
    const payload = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      api_version: apiVersion,
      created: now(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
    if (deliveryMode === 'hold') {
      held.push(payload);
      return;
    }
    await deliver(payload);
    if (deliveryMode === 'twice') await deliver(payload);
  }

  /** @param {Record<string, any>} params */
  function createSession(params) {
    const lineItems = params.line_items ?? [];
    if (params.mode !== 'payment') throw new StripeError(400, 'Only mode=payment is supported here.');
    if (!params.success_url) throw new StripeError(400, 'Missing required param: success_url.');
    if (lineItems.length === 0) throw new StripeError(400, 'Missing required param: line_items.');
    let amount = 0;
    for (const item of lineItems) {
      const unit = Number(item.price_data?.unit_amount);
      if (!Number.isInteger(unit) || unit < 50)
        throw new StripeError(400, "The Checkout Session's total amount due must add up to at least $0.50 usd");
      amount += unit * Number(item.quantity ?? 1);
    }
    const id = newId('cs_test');
    const session = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: params.cancel_url ?? null,
      client_reference_id: params.client_reference_id ?? null,
      created: now(),
      currency: lineItems[0].price_data?.currency ?? 'usd',
      customer_email: params.customer_email ?? null,
      expires_at: now() + 24 * 3600,
      livemode: false,
      metadata: params.metadata ?? {},
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: params.success_url,
      url: `${standIn.url}/pay/${id}`,
      // What the stand-in keeps to show its page and fill the payment intent; not part of Stripe's answer.
      _lineItems: lineItems,
      _paymentIntentMetadata: params.payment_intent_data?.metadata ?? {},
    };
    sessions.set(id, session);
    return session;
  }

  /** @param {Record<string, any>} session */
  const publicSession = (session) =>
    Object.fromEntries(Object.entries(session).filter(([key]) => !key.startsWith('_')));

  /** @param {string} id */
  function findSession(id) {
    const session = sessions.get(id);
    if (!session)
      throw new StripeError(404, `No such checkout.session: '${id}'`, 'invalid_request_error', 'resource_missing');
    return session;
  }

  /** @param {string} sessionId */
  async function pay(sessionId) {
    const session = findSession(sessionId);
    if (session.status === 'open') {
      const paymentIntent = newId('pi');
      const charge = newId('ch');
      charges.set(paymentIntent, { id: charge, amount: session.amount_total, refunded: 0, paymentIntent });
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: paymentIntent });
      await sendEvent('checkout.session.completed', publicSession(session));
    }
    return session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
  }

  /** @param {{ paymentIntent: string, amount?: number }} input */
  async function refund({ paymentIntent, amount }) {
    const charge = charges.get(paymentIntent);
    if (!charge)
      throw new StripeError(
        404,
        `No such payment_intent: '${paymentIntent}'`,
        'invalid_request_error',
        'resource_missing',
      );
    const left = charge.amount - charge.refunded;
    const value = amount ?? left;
    if (left === 0)
      throw new StripeError(
        400,
        `Charge ${charge.id} has already been refunded.`,
        'invalid_request_error',
        'charge_already_refunded',
      );
    if (!Number.isInteger(value) || value <= 0 || value > left)
      throw new StripeError(
        400,
        `Refund amount (${dollars(value)}) is greater than unrefunded amount on charge (${dollars(left)})`,
      );
    charge.refunded += value;
    const made = {
      id: newId('re'),
      object: 'refund',
      amount: value,
      charge: charge.id,
      created: now(),
      currency: 'usd',
      metadata: {},
      payment_intent: paymentIntent,
      reason: null,
      status: 'succeeded',
    };
    refunds.push(made);
    // Stripe answers first and tells the webhook afterwards, in both of the events it sends for a refund.
    later(async () => {
      await sendEvent('refund.created', made);
      await sendEvent('charge.refunded', {
        id: charge.id,
        object: 'charge',
        amount: charge.amount,
        amount_refunded: charge.refunded,
        currency: 'usd',
        paid: true,
        payment_intent: paymentIntent,
        refunded: charge.refunded === charge.amount,
        status: 'succeeded',
      });
    });
    return made;
  }

  /** @type {Set<Promise<void>>} */
  const pending = new Set();
  /** Runs `work` after the current answer has gone, keeping track of it for `idle()`. @param {() => Promise<void>} work */
  function later(work) {
    const running = new Promise((resolve) => setImmediate(resolve)).then(work);
    pending.add(running);
    void running.finally(() => pending.delete(running));
  }

  /** @param {Record<string, any>[]} data @param {string} url */
  const list = (data, url) => ({ object: 'list', data, has_more: false, url });

  /**
   * The API: `/v1/...` with the secret key.
   * @param {string} method @param {URL} url @param {Record<string, any>} params
   */
  async function api(method, url, params) {
    const path = url.pathname;
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'POST' && path === '/v1/checkout/sessions') return publicSession(createSession(params));
    if (method === 'GET' && sessionPath) return publicSession(findSession(decodeURIComponent(sessionPath[1])));
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      const intent = url.searchParams.get('payment_intent');
      const found = [...sessions.values()].filter((each) => !intent || each.payment_intent === intent);
      return list(found.reverse().map(publicSession), path);
    }
    if (method === 'POST' && path === '/v1/refunds') {
      if (!params.payment_intent) throw new StripeError(400, 'Missing required param: payment_intent.');
      return refund({
        paymentIntent: params.payment_intent,
        amount: params.amount === undefined ? undefined : Number(params.amount),
      });
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const intent = url.searchParams.get('payment_intent');
      const charge = url.searchParams.get('charge');
      const found = refunds.filter(
        (each) => (!intent || each.payment_intent === intent) && (!charge || each.charge === charge),
      );
      return list([...found].reverse(), path);
    }
    throw new StripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  /** The hosted payment page a family is sent to. @param {Record<string, any>} session */
  function payPage(session) {
    const name = session._lineItems[0]?.price_data?.product_data?.name ?? 'Payment';
    const title = `${escapeHtml(name)}: ${dollars(session.amount_total)}`;
    const done =
      session.status === 'open'
        ? `<form method="post" action="/pay/${session.id}/pay"><button type="submit">Pay</button></form>
  <form method="post" action="/pay/${session.id}/cancel"><button type="submit">Cancel</button></form>`
        : '<p>This payment is complete.</p>';
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pay ${dollars(session.amount_total)}</title></head>
<body><main><h1>${title}</h1><p>Stripe test mode (stand-in)</p>${done}</main></body></html>`;
  }

  /**
   * What tests in other processes steer: `/_stand-in/delivery` {mode}, `/_stand-in/release`, `/_stand-in/refund`
   * {paymentIntent, amount?}, `/_stand-in/sessions`, `/_stand-in/deliveries`.
   * @param {string} method @param {string} path @param {Record<string, any>} body
   */
  async function control(method, path, body) {
    if (method === 'POST' && path === '/_stand-in/delivery') {
      standIn.setDelivery(body.mode);
      return { mode: deliveryMode };
    }
    if (method === 'POST' && path === '/_stand-in/release') {
      await standIn.releaseWebhooks();
      return { deliveries };
    }
    if (method === 'POST' && path === '/_stand-in/refund')
      return refund({ paymentIntent: String(body.paymentIntent), amount: body.amount });
    if (method === 'GET' && path === '/_stand-in/sessions') return standIn.sessions();
    if (method === 'GET' && path === '/_stand-in/deliveries') {
      await standIn.idle();
      return deliveries;
    }
    throw new StripeError(404, `No stand-in control ${method} ${path}`);
  }

  /** @param {import('node:http').IncomingMessage} req */
  async function readBody(req) {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    /** @param {number} status @param {unknown} body */
    const json = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      res.end(JSON.stringify(body));
    };
    try {
      const raw = await readBody(req);
      if (url.pathname.startsWith('/v1/')) {
        if (req.headers.authorization !== `Bearer ${secretKey}`)
          throw new StripeError(401, 'Invalid API Key provided.', 'invalid_request_error', 'api_key_invalid');
        json(200, await api(method, url, parseStripeForm(raw)));
        return;
      }
      if (url.pathname.startsWith('/_stand-in/')) {
        json(200, await control(method, url.pathname, raw ? JSON.parse(raw) : {}));
        return;
      }
      // The hosted page has no icon; a browser asking for one gets an empty answer rather than an error.
      if (url.pathname === '/favicon.ico') {
        res.writeHead(204);
        res.end();
        return;
      }
      const page = /^\/pay\/([^/]+)(?:\/(pay|cancel))?$/.exec(url.pathname);
      if (page) {
        const session = findSession(decodeURIComponent(page[1]));
        if (method === 'GET' && !page[2]) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(payPage(session));
          return;
        }
        if (method === 'POST' && page[2]) {
          const next = page[2] === 'pay' ? await pay(session.id) : (session.cancel_url ?? session.success_url);
          res.writeHead(303, { location: next });
          res.end();
          return;
        }
      }
      throw new StripeError(404, `Unrecognized request URL (${method}: ${url.pathname}).`);
    } catch (error) {
      if (error instanceof StripeError)
        json(error.status, { error: { type: error.type, message: error.message, code: error.code } });
      else json(500, { error: { type: 'api_error', message: String(error) } });
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  /** @type {StripeStandIn} */
  const standIn = {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    webhookSecret,
    productEnv: () => ({
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: standIn.url,
    }),
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    setDelivery(mode) {
      if (!['once', 'twice', 'hold'].includes(mode)) throw new StripeError(400, `No delivery mode ${mode}`);
      deliveryMode = mode;
    },
    async releaseWebhooks() {
      const sending = held.splice(0).reverse();
      for (const payload of sending) await deliver(payload);
    },
    pay,
    refund,
    session: (id) => {
      const found = sessions.get(id);
      return found && publicSession(found);
    },
    sessions: () => [...sessions.values()].map(publicSession),
    deliveries,
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  return standIn;
}
