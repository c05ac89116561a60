// A local HTTP peer answering the Stripe API endpoints the payment domain calls, shaped as Stripe documents them
// (Customers, Checkout Sessions, Billing Portal sessions, Subscriptions, Invoices, Invoice Payments, Refunds). The
// official library talks to it through its host/port/protocol options; each request is recorded with its
// Idempotency-Key. Tests change `subscriptions` and `invoices` to say what Stripe would answer.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Stripe } from "stripe";

type Json = Record<string, unknown>;
export type PeerCall = { method: string; path: string; body: Json; idempotencyKey: string | undefined };

/** Stripe's form encoding (a[b][0][c]=v) back into objects and arrays. */
function parseForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, "").split("[");
    let node: Json = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(parts[index + 1] ?? "") ? [] : {}) as Json;
    });
  }
  return root;
}

const list = (url: string, data: unknown[]) => ({ object: "list", url, has_more: false, data });

export type StripePeer = {
  url: string;
  calls: PeerCall[];
  subscriptions: Map<string, Stripe.Subscription>;
  invoices: Stripe.Invoice[];
  sessions: Map<string, Json>;
  close(): Promise<void>;
};

let serial = 0;
const nextId = (prefix: string) => `${prefix}_test${Date.now().toString(36)}${(++serial).toString(36)}`;

/** The peer on `port` (0: any free one). */
export async function startStripePeer(port = 0): Promise<StripePeer> {
  const peer: Omit<StripePeer, "url" | "close"> = {
    calls: [],
    subscriptions: new Map(),
    invoices: [],
    sessions: new Map(),
  };
  const answer = (call: PeerCall, query: URLSearchParams): [number, unknown] => {
    const { method, path, body } = call;
    if (method === "POST" && path === "/v1/customers")
      return [200, { id: nextId("cus"), object: "customer", email: body.email ?? null, metadata: body.metadata ?? {} }];
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = nextId("cs");
      const session = {
        id,
        object: "checkout.session",
        mode: body.mode,
        customer: body.customer ?? null,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        status: "open",
        payment_status: "unpaid",
        subscription: null,
        payment_intent: null,
        amount_total: null,
        currency: "eur",
        created: Math.floor(Date.now() / 1000),
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        line_items: body.line_items,
        url: `https://checkout.stripe.com/c/pay/${id}`,
      };
      peer.sessions.set(id, session);
      return [200, session];
    }
    const session = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === "GET" && session) {
      const found = peer.sessions.get(session[1]!);
      return found ? [200, found] : notFound("checkout.session", session[1]!);
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions")
      return [
        200,
        {
          id: nextId("bps"),
          object: "billing_portal.session",
          customer: body.customer,
          return_url: body.return_url,
          url: `https://billing.stripe.com/p/session/${nextId("test")}`,
        },
      ];
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (method === "GET" && subscription) {
      const found = peer.subscriptions.get(subscription[1]!);
      return found ? [200, found] : notFound("subscription", subscription[1]!);
    }
    if (method === "GET" && path === "/v1/invoices")
      return [
        200,
        list(
          "/v1/invoices",
          peer.invoices.filter((invoice) => invoice.customer === query.get("customer")),
        ),
      ];
    if (method === "GET" && path === "/v1/invoice_payments") {
      const invoice = query.get("invoice") ?? "";
      return [
        200,
        list("/v1/invoice_payments", [
          {
            id: nextId("inpay"),
            object: "invoice_payment",
            invoice,
            status: "paid",
            is_default: true,
            amount_paid: 0,
            amount_requested: 0,
            currency: "eur",
            payment: { type: "payment_intent", payment_intent: `pi_for_${invoice}` },
          },
        ]),
      ];
    }
    if (method === "POST" && path === "/v1/refunds")
      return [
        200,
        {
          id: nextId("re"),
          object: "refund",
          amount: Number(body.amount ?? 0),
          currency: "eur",
          payment_intent: body.payment_intent,
          status: "succeeded",
        },
      ];
    return notFound("path", path);
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://peer");
      const key = req.headers["idempotency-key"];
      const call: PeerCall = {
        method: req.method ?? "GET",
        path: url.pathname,
        body: parseForm(Buffer.concat(chunks).toString("utf8")),
        idempotencyKey: typeof key === "string" ? key : undefined,
      };
      peer.calls.push(call);
      const [status, payload] = answer(call, url.searchParams);
      res.writeHead(status, { "content-type": "application/json", "request-id": nextId("req") });
      res.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    ...peer,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function notFound(kind: string, id: string): [number, unknown] {
  return [
    404,
    { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${kind}: '${id}'` } },
  ];
}
