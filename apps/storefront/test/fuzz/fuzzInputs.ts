/**
 * The inputs of the property-based fuzz suite (issue 19 item 5, decision 0881), shared by the seeded run in the
 * tests (server/fuzz.test.ts) and `pnpm fuzz` (test/fuzz/runFuzz.ts): fast-check arbitraries of HTTP requests to
 * every route action, every persisted GraphQL operation (its variables generated from the schema's types, then
 * mutated), the media route, the client-log endpoint, the payment webhooks and pages with random query strings.
 * Requests built to be refused (a NUL byte, an oversized body, malformed JSON, CR/LF in a path) say so: they
 * must answer 4xx and change no row.
 */
import { persistedOperations } from '@truffe/commerce/testing/persistedOperation';
import { graphqlClientHeader } from '@truffe/graphql/client';
import { typeDefs } from '@truffe/graphql/schema';
import fc from 'fast-check';
import {
  buildSchema,
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  parse,
  type OperationDefinitionNode,
  typeFromAST,
} from 'graphql';

export type FuzzKind =
  'form' | 'graphql' | 'graphql-get' | 'media' | 'client-log' | 'webhook' | 'page';

/** One request of the fuzz. */
export interface FuzzRequest {
  kind: FuzzKind;
  /** What it aims at (a route, an operation name), for the report. */
  target: string;
  /** Built to be refused: it must answer 4xx and change no row. */
  refused: boolean;
  method: 'GET' | 'POST';
  /** Path and query string, already encoded (it may hold what `fetch` would not write itself). */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** What the fuzz aims at, found in the running shop. */
export interface FuzzTargets {
  /** `http://127.0.0.1:port`: the Origin of our own forms. */
  origin: string;
  /** Friendly URLs of categories, products and CMS pages (from the sitemap). */
  pagePaths: string[];
  /** Friendly URLs of products (their review form posts there). */
  productPaths: string[];
  /** Masters under the media root, e.g. `catalog/product/CRQ-001.png`. */
  mediaPaths: string[];
  skus: string[];
}

/** The main tables whose row counts a refused input must not change. */
export const mainTables = [
  'cart',
  'cart_line',
  'checkout_state',
  'customer',
  'customer_address',
  'customer_session',
  'customer_token',
  'customer_identity',
  'newsletter_consent',
  'review',
  'sales_order',
  'sales_order_line',
  'payment',
  'payment_event',
  'email_outbox',
  'return_request',
  'store_credit_entry',
  'terms_acceptance',
] as const;

/** One statement reading the row count of every main table, and the stock on hand. */
export const rowCountStatement = `SELECT ${[
  ...mainTables.map((table) => `(SELECT count(*) FROM ${table})::int AS ${table}`),
  '(SELECT coalesce(sum(qty), 0) FROM stock_item)::int AS stock_qty',
].join(', ')}`;

/** A V8 stack frame (`at fn (/path/file.ts:12:5)`) or Node's error locations: never in an answer. */
const stackTrace =
  /\bat (?:async )?(?:[\w$.<>[\] ]+ )?\(?(?:file:\/\/)?\/[^\s()]+:\d+:\d+\)?|\n\s+at [^\n]+:\d+:\d+/;

/** What is wrong with one answer (empty when nothing is). */
export function problemsOf(request: FuzzRequest, status: number, body: string): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`answered ${status}`);
  if (stackTrace.test(body)) problems.push('stack trace in the body');
  if (request.refused && (status < 400 || status >= 500))
    problems.push(`refused input answered ${status}`);
  return problems;
}

// ——— values ———————————————————————————————————————————————————————————————————————————————

const awkward = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '99999999999999999999999',
  '-2147483649',
  "' OR '1'='1' --",
  '"; DROP TABLE cart; --',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '%00',
  '%0d%0aSet-Cookie:x=1',
  '\u202e\u0301',
  '😀🐕‍🦺',
  'null',
  'undefined',
  '{}',
  '[]',
  'true',
  '__proto__',
  'constructor',
  'a'.repeat(300),
  'é'.repeat(2000),
  'x@y',
  'chien@example.com',
];

/** Text a visitor could type, and text nobody would. */
const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...awkward) },
  { weight: 3, arbitrary: fc.string({ maxLength: 24 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.emailAddress() },
);

/** Inserts a NUL at a random place of a text. */
const withNul = (value: string, at: number) => {
  const index = Math.min(value.length, at);
  return `${value.slice(0, index)}\u0000${value.slice(index)}`;
};

/** Whether a text holds a NUL (raw or percent-encoded): a request carrying one must be refused. */
const holdsNul = (value: string) => value.includes('\u0000') || /%00/i.test(value);

// ——— route actions ————————————————————————————————————————————————————————————————————————

interface FormTarget {
  path: string;
  fields: string[];
  intents?: string[];
}

const addressFields = [
  'firstname',
  'lastname',
  'company',
  'street',
  'street[]',
  'postcode',
  'city',
  'countryCode',
  'telephone',
  'vatId',
];

function formTargets(targets: FuzzTargets): FormTarget[] {
  const product = targets.productPaths[0] ?? '/product/1';
  return [
    {
      path: '/cart',
      fields: ['intent', 'sku', 'qty', 'itemId', 'country', 'postcode'],
      intents: ['add', 'remove', 'update', 'empty'],
    },
    {
      path: '/ajoutparref',
      fields: ['intent', 'csv', 'paste', 'sku', 'qty'],
      intents: ['add', 'paste', 'csv'],
    },
    {
      path: '/quick-order',
      fields: ['intent', 'csv', 'paste', 'sku', 'qty'],
      intents: ['add', 'paste'],
    },
    { path: '/login', fields: ['email', 'password', 'remember', 'redirect', 'username', 'altcha'] },
    {
      path: '/register',
      fields: ['firstname', 'lastname', 'email', 'password', 'newsletter', 'acceptCgv', 'altcha'],
    },
    {
      path: '/register/pro',
      fields: [...addressFields, 'email', 'password', 'name', 'acceptCgv', 'altcha'],
    },
    { path: '/account/password-request', fields: ['email', 'altcha'] },
    { path: '/account/password-reset', fields: ['token', 'password', 'newPassword'] },
    { path: '/account/sign-out', fields: ['intent', 'returnTo'] },
    {
      path: '/checkout',
      fields: [
        ...addressFields,
        'intent',
        'email',
        'method',
        'pickupPointId',
        'pickupPostcode',
        'savedAddressId',
        'billingSameAsShipping',
        'saveAddress',
        'expectedGrandTotal',
        'idempotencyKey',
        'acceptCgv',
      ],
      intents: ['addresses', 'shipping', 'payment', 'placeOrder'],
    },
    { path: '/checkout/login', fields: ['email', 'password', 'remember'] },
    { path: '/login/social/link', fields: ['password', 'intent'] },
    { path: '/login/social/terms', fields: ['acceptTerms', 'acceptCgv'] },
    { path: product, fields: ['nickname', 'summary', 'title', 'detail', 'rating', 'intent'] },
    {
      path: '/user/information',
      fields: ['firstname', 'lastname', 'email', 'currentPassword', 'newPassword', 'intent'],
      intents: ['information', 'password', 'deleteEverything'],
    },
    {
      path: '/user/address-book',
      fields: [...addressFields, 'id', 'intent', 'isDefaultBilling', 'isDefaultShipping'],
      intents: ['add', 'update', 'remove', 'defaultBilling'],
    },
    {
      path: '/user/newsletter',
      fields: ['enabled', 'intent'],
      intents: ['subscribe', 'unsubscribe'],
    },
    { path: '/user/orders/1', fields: ['intent'], intents: ['reorder'] },
  ];
}

function formArbitrary(targets: FuzzTargets): fc.Arbitrary<FuzzRequest> {
  const all = formTargets(targets);
  return fc
    .record({
      target: fc.constantFrom(...all),
      english: fc.boolean(),
      extraName: fc.option(fc.oneof(fc.string({ maxLength: 12 }), fc.constant('__proto__')), {
        nil: undefined,
      }),
      values: fc.array(text, { minLength: 12, maxLength: 12 }),
      picks: fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
      intent: fc.nat(),
      mutation: fc.constantFrom(
        'none',
        'none',
        'none',
        'nul',
        'nul',
        'oversize',
        'no-origin',
        'json',
      ),
      nulAt: fc.nat({ max: 40 }),
    })
    .map(({ target, english, extraName, values, picks, intent, mutation, nulAt }) => {
      const fields: [string, string][] = [];
      if (target.intents) fields.push(['intent', target.intents[intent % target.intents.length]!]);
      target.fields.forEach((name, index) => {
        if (name !== 'intent' && picks[index % picks.length])
          fields.push([name, values[index % values.length]!]);
      });
      if (extraName !== undefined) fields.push([extraName, values[11]!]);
      if (mutation === 'nul') {
        const victim = fields.length ? nulAt % fields.length : 0;
        if (fields[victim]) fields[victim] = [fields[victim][0], withNul(fields[victim][1], nulAt)];
        else fields.push(['x', '\u0000']);
      }
      let body = new URLSearchParams(fields).toString();
      if (mutation === 'oversize') body += `&pad=${'a'.repeat(70 * 1024)}`;
      const path = `${english ? '/en' : ''}${target.path}`;
      const headers: Record<string, string> = {
        'content-type':
          mutation === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
      };
      if (mutation !== 'no-origin') headers.origin = targets.origin;
      return {
        kind: 'form',
        target: target.path === targets.productPaths[0] ? '/<product> (review)' : target.path,
        refused: mutation !== 'none' || holdsNul(body),
        method: 'POST',
        path,
        headers,
        body,
      } satisfies FuzzRequest;
    });
}

// ——— GraphQL ——————————————————————————————————————————————————————————————————————————————

const schema = buildSchema(typeDefs);

function valueOf(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) {
    return fc.oneof(
      { weight: 12, arbitrary: valueOf(type.ofType, depth) },
      { weight: 1, arbitrary: fc.constant(null) },
    );
  }
  const anything = fc.jsonValue({ maxDepth: 2 });
  if (isListType(type)) {
    return fc.oneof(
      {
        weight: 6,
        arbitrary: fc.array(valueOf(type.ofType, depth + 1), { maxLength: depth > 2 ? 1 : 3 }),
      },
      { weight: 1, arbitrary: anything },
    );
  }
  if (isEnumType(type)) {
    return fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...type.getValues().map((value) => value.name)) },
      { weight: 1, arbitrary: text },
    );
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    if (depth > 4) return fc.constant({});
    const shape: Record<string, fc.Arbitrary<unknown>> = {};
    for (const field of fields) shape[field.name] = valueOf(field.type, depth + 1);
    return fc.oneof(
      {
        weight: 8,
        arbitrary: fc.record(shape, {
          requiredKeys: fields
            .filter((field) => isNonNullType(field.type))
            .map((field) => field.name),
        }),
      },
      { weight: 1, arbitrary: fc.record(shape) },
      { weight: 1, arbitrary: anything },
    );
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return fc.oneof(
          fc.integer({ min: -3, max: 200 }),
          fc.integer(),
          fc.constantFrom(2 ** 31, 2 ** 53, -(2 ** 40), 1.5),
          text,
        );
      case 'Float':
        return fc.oneof(
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          fc.integer({ min: -3, max: 1000 }),
          text,
        );
      case 'Boolean':
        return fc.oneof({ weight: 6, arbitrary: fc.boolean() }, { weight: 1, arbitrary: text });
      default:
        return fc.oneof({ weight: 8, arbitrary: text }, { weight: 1, arbitrary: anything });
    }
  }
  return anything;
}

interface GraphQLOperation {
  name: string;
  hash: string;
  kind: 'query' | 'mutation' | 'subscription';
  variables: fc.Arbitrary<Record<string, unknown>>;
}

/** Every persisted operation, with an arbitrary of its variables generated from the schema's input types. */
export const graphqlOperations: GraphQLOperation[] = [...persistedOperations.values()].flatMap(
  (operation) => {
    const definition = parse(operation.text).definitions.find(
      (node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION,
    );
    if (!definition) return [];
    const shape: Record<string, fc.Arbitrary<unknown>> = {};
    for (const variable of definition.variableDefinitions ?? []) {
      const type = typeFromAST(schema, variable.type as never) as GraphQLInputType | undefined;
      shape[variable.variable.name.value] = type ? valueOf(type, 0) : fc.jsonValue({ maxDepth: 2 });
    }
    return [
      {
        name: operation.name,
        hash: operation.hash,
        kind: definition.operation,
        variables: fc.record(shape, { requiredKeys: [] }),
      },
    ];
  },
);

/** A JSON value whose first string (depth first) holds a NUL; `poisoned` is false when it has no string. */
function poison(value: unknown, at: number): { value: unknown; poisoned: boolean } {
  if (typeof value === 'string') return { value: withNul(value, at), poisoned: true };
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const inner = poison(value[index], at);
      if (inner.poisoned)
        return {
          value: value.map((item, i) => (i === index ? inner.value : item)),
          poisoned: true,
        };
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const inner = poison(item, at);
      if (inner.poisoned) return { value: { ...value, [key]: inner.value }, poisoned: true };
    }
  }
  return { value, poisoned: false };
}

function graphqlArbitrary(): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...graphqlOperations).chain((operation) =>
    fc
      .record({
        variables: operation.variables,
        english: fc.boolean(),
        mutation: fc.constantFrom(
          'none',
          'none',
          'none',
          'none',
          'nul',
          'oversize',
          'get-malformed',
          'get',
        ),
        nulAt: fc.nat({ max: 20 }),
        cut: fc.nat({ max: 200 }),
        junk: fc.string({ maxLength: 6 }),
      })
      .map(({ variables, english, mutation, nulAt, cut, junk }): FuzzRequest => {
        const endpoint = english ? '/en/graphql' : '/graphql';
        const extensions = { persistedQuery: { version: 1, sha256Hash: operation.hash } };
        let sent: unknown = variables;
        let refused = false;
        if (mutation === 'nul') {
          const poisoned = poison(variables, nulAt);
          sent = poisoned.poisoned ? poisoned.value : { ...variables, nul: '\u0000' };
          refused = true;
        }
        const headers = { [graphqlClientHeader]: 'web' };
        if (mutation === 'get' || mutation === 'get-malformed') {
          let json = JSON.stringify(sent);
          if (mutation === 'get-malformed')
            json = `${json.slice(0, cut % (json.length + 1))}${junk}{`;
          const search = new URLSearchParams({
            operationName: operation.name,
            variables: json,
            extensions: JSON.stringify(extensions),
          });
          return {
            kind: 'graphql-get',
            target: operation.name,
            refused: mutation === 'get-malformed' || json.includes('\\u0000'),
            method: 'GET',
            path: `${endpoint}?${search}`,
            headers,
          };
        }
        let body = JSON.stringify({ operationName: operation.name, variables: sent, extensions });
        if (mutation === 'oversize') {
          body = JSON.stringify({
            operationName: operation.name,
            variables: { ...variables, pad: 'x'.repeat(66 * 1024) },
            extensions,
          });
          refused = true;
        }
        return {
          kind: 'graphql',
          target: operation.name,
          refused: refused || body.includes('\\u0000'),
          method: 'POST',
          path: endpoint,
          headers: { ...headers, 'content-type': 'application/json' },
          body,
        };
      }),
  );
}

// ——— media, client log, webhooks, pages ——————————————————————————————————————————————————

const presets = [
  'small',
  'medium',
  'thumbnail',
  'productItemSmall',
  'logo',
  'swatch',
  'homepageSlider',
  'huge',
];

function mediaArbitrary(targets: FuzzTargets): fc.Arbitrary<FuzzRequest> {
  const masters = targets.mediaPaths.length ? targets.mediaPaths : ['catalog/product/none.png'];
  const param = (name: string, values: fc.Arbitrary<string>) =>
    fc.option(
      values.map((value) => `${name}=${encodeURIComponent(value)}`),
      { nil: undefined },
    );
  return fc
    .record({
      path: fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...masters, 'catalog/product/none.png') },
        {
          weight: 2,
          arbitrary: fc
            .array(fc.oneof(text, fc.constantFrom('..', '.', '%2e%2e', '%00', '%0d%0a')), {
              minLength: 1,
              maxLength: 4,
            })
            .map((segments) => segments.join('/')),
        },
      ),
      params: fc.tuple(
        param('format', fc.oneof(fc.constantFrom('webp', 'jpeg', 'png'), text)),
        param(
          'width',
          fc.oneof(fc.constantFrom('120', '237', '474', '948', '60'), fc.nat().map(String), text),
        ),
        param(
          'height',
          fc.oneof(fc.constantFrom('120', '237', '474', '948', '60'), fc.nat().map(String), text),
        ),
        param('size', fc.oneof(fc.constantFrom(...presets), text)),
        param(
          'bg',
          fc.oneof(
            fc.constantFrom('FFFFFF', 'fff', '000000', 'F7F7F8'),
            fc.integer({ min: 0, max: 0xffffff }).map((n) => n.toString(16).padStart(6, '0')),
            text,
          ),
        ),
        param('cover', fc.oneof(fc.constantFrom('0', '1'), text)),
        param('extension', fc.oneof(fc.constantFrom('jpeg', 'png'), text)),
        param(
          'focalPoint',
          fc.oneof(
            fc
              .tuple(
                fc.double({ min: 0, max: 1, noNaN: true }),
                fc.double({ min: 0, max: 1, noNaN: true }),
              )
              .map(([x, y]) => `${x.toFixed(3)}x${y.toFixed(3)}`),
            text,
          ),
        ),
        param(`x${'y'}`, text),
      ),
    })
    .map(({ path, params }) => {
      const encoded = path
        .split('/')
        .map((segment) => (/%[0-9a-f]{2}/i.test(segment) ? segment : encodeURIComponent(segment)))
        .join('/');
      const query = params.filter((entry) => entry !== undefined).join('&');
      return {
        kind: 'media',
        target: '/media',
        refused: false,
        method: 'GET',
        path: `/media/${encoded}${query ? `?${query}` : ''}`,
        headers: {},
      } satisfies FuzzRequest;
    });
}

function clientLogArbitrary(): fc.Arbitrary<FuzzRequest> {
  const entry = fc.oneof(
    fc.record({
      context: text,
      level: fc.constant('error'),
      data: fc.record({ error: text, message: text, trace: fc.option(text, { nil: undefined }) }),
    }),
    fc.record({
      context: text,
      level: fc.constantFrom('warn', 'info', 'debug', 'fatal'),
      data: fc.dictionary(text, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
    }),
    fc.jsonValue({ maxDepth: 2 }),
  );
  return fc
    .record({
      clientId: fc.oneof(fc.constantFrom('fuzz-client-0001', 'abc'), fc.string({ maxLength: 70 })),
      body: fc.oneof(
        {
          weight: 5,
          arbitrary: fc
            .record({ logs: fc.array(entry, { maxLength: 4 }) })
            .map((value) => JSON.stringify(value)),
        },
        {
          weight: 1,
          arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
        },
        { weight: 1, arbitrary: text },
        {
          weight: 1,
          arbitrary: fc.constant(
            `{"logs":[${'{"context":"x","level":"info","data":{}},'.repeat(2000)}`,
          ),
        },
      ),
      type: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
    })
    .map(({ clientId, body, type }) => ({
      kind: 'client-log',
      target: '/client-log-handler',
      refused: false,
      method: 'POST',
      path: `/client-log-handler?client_id=${encodeURIComponent(clientId)}`,
      headers: { 'content-type': type },
      body,
    }));
}

function webhookArbitrary(): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      code: fc.oneof(
        fc.constantFrom('test', 'truffe_card', 'stripe', 'paypal', 'truffe_card_3ds'),
        text,
      ),
      body: fc.oneof(
        fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
        text,
      ),
      signature: fc.option(text, { nil: undefined }),
      nul: fc.boolean(),
    })
    .map(({ code, body, signature, nul }) => {
      const sent = nul ? withNul(body, 3) : body;
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      // Header values cannot carry control characters: only printable signatures.
      if (signature !== undefined) {
        const printable = signature.replace(/[^\x20-\x7e]/g, '');
        headers['stripe-signature'] = printable;
        headers['x-truffe-signature'] = printable;
      }
      return {
        kind: 'webhook',
        target: '/payments/webhook/:code',
        // A forged event changes nothing, NUL or not: every one of them is refused.
        refused: true,
        method: 'POST',
        path: `/payments/webhook/${encodeURIComponent(code)}`,
        headers,
        body: sent,
      } satisfies FuzzRequest;
    });
}

function pageArbitrary(targets: FuzzTargets): fc.Arbitrary<FuzzRequest> {
  const paths = targets.pagePaths.length ? targets.pagePaths : ['/'];
  return fc
    .record({
      path: fc.constantFrom(...paths, '/search/os', '/cart', '/login'),
      english: fc.boolean(),
      params: fc.array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom(
              'page',
              'pageLength',
              'minPrice',
              'maxPrice',
              'sort',
              'q',
              'redirect',
              'edit',
              'reviewsPage',
              'country',
              'postcode',
            ),
            fc.string({ maxLength: 8 }),
          ),
          fc.oneof(
            text,
            fc.constantFrom(
              '1000000',
              '-1',
              '0',
              '{"field":"price","direction":"DESC"}',
              '{"field":1}',
            ),
          ),
        ),
        { maxLength: 4 },
      ),
      mutation: fc.constantFrom(
        'none',
        'none',
        'none',
        'nul-path',
        'crlf-path',
        'long-query',
        'nul-query',
      ),
    })
    .map(({ path, english, params, mutation }) => {
      let search = new URLSearchParams(params).toString();
      let target = `${english && !path.startsWith('/en') ? '/en' : ''}${path}`;
      if (mutation === 'nul-path') target += '%00';
      if (mutation === 'crlf-path') target += '%0D%0ALocation:%20/x';
      if (mutation === 'long-query') search += `&x=${'a'.repeat(2100)}`;
      if (mutation === 'nul-query') search += '&q=%00';
      return {
        kind: 'page',
        target: mutation === 'none' ? 'pages' : `pages (${mutation})`,
        refused: mutation !== 'none',
        method: 'GET',
        path: search ? `${target}?${search}` : target,
        headers: {},
      } satisfies FuzzRequest;
    });
}

/** How many requests of each kind in every 100 of the fuzz. */
export const fuzzMix: Record<FuzzKind, number> = {
  form: 22,
  graphql: 30,
  'graphql-get': 0, // part of `graphql` (its GET mutations)
  media: 20,
  'client-log': 8,
  webhook: 8,
  page: 12,
};

/** The arbitrary of one request of the fuzz, in the proportions of {@link fuzzMix}. */
export function fuzzRequestArbitrary(
  targets: FuzzTargets,
  mix: Record<FuzzKind, number> = fuzzMix,
): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: mix.form, arbitrary: formArbitrary(targets) },
    { weight: mix.graphql, arbitrary: graphqlArbitrary() },
    { weight: mix.media, arbitrary: mediaArbitrary(targets) },
    { weight: mix['client-log'], arbitrary: clientLogArbitrary() },
    { weight: mix.webhook, arbitrary: webhookArbitrary() },
    { weight: mix.page, arbitrary: pageArbitrary(targets) },
  );
}

/** `count` requests of the fuzz, the same ones for the same seed. */
export function sampleFuzzRequests(
  targets: FuzzTargets,
  seed: number,
  count: number,
  mix: Record<FuzzKind, number> = fuzzMix,
): FuzzRequest[] {
  return fc.sample(fuzzRequestArbitrary(targets, mix), { seed, numRuns: count });
}

/** Friendly URLs from the sitemap of a running shop (`<loc>` entries, as paths). */
export function pathsOfSitemap(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Sends one request of the fuzz; resolves with its status and body (never throws for an HTTP answer). */
export async function sendFuzzRequest(
  base: string,
  request: FuzzRequest,
  signal?: AbortSignal,
): Promise<{ status: number; body: string }> {
  const response = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
    signal,
  });
  return { status: response.status, body: await response.text() };
}
