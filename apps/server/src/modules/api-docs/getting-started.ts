import {
  IDEMPOTENCY_TTL_HOURS,
  MAX_PUBLIC_AD_SPEND_ROWS,
  MAX_PUBLIC_ORDERS,
  PUBLIC_IMPORT_ROW_ERRORS,
} from '@ziskomer/contracts';

/**
 * The getting-started guide of the public API: the document's `info.description`, which the
 * reference at /api/docs shows first (its headings become the first entries of the sidebar).
 * The SDK examples are the ones `test/modules/api-sdk-examples.test.ts` runs against a server.
 */
export const API_GETTING_STARTED = `
Ziskoměr's public API lets a shop's own systems — an e-shop export job, an ERP, a script — send
orders, ad spend and CSV files, and read every report. It lives under \`/api/v1\` and is called with
a shop's **API key**. The rest of this document describes the routes the web app uses with its
session; they are listed for completeness and may change with the app.

## Getting started

### 1. Create an API key

In the app open **Settings → API & integrations** (Nastavení → API a integrace), choose **New key**
(Nový klíč), name it after the system that will use it and copy the key: it starts with
\`zk_live_\` and is shown **only once**. Owners and admins of a shop can create keys; a key belongs to that one shop
and is the only thing that names it. Revoke a key there and it stops working on the next request.

Send the key in either header:

\`\`\`http
Authorization: Bearer zk_live_…
x-api-key: zk_live_…
\`\`\`

Call the API from a server, never from a browser page: the key gives full write access to the
shop's orders and ad spend.

### 2. Import a CSV file

Send the file as the body of \`POST /api/v1/imports\`. Czech exports work as they are: the encoding
(UTF-8 or Windows-1250), the \`;\` delimiter, decimal commas, \`31.12.2024\` dates and the columns of
known shop systems are detected. Query parameters (\`delimiter\`, \`encoding\`, \`dateFormat\`,
\`preset\`, \`kind=ad-spend\` …) override what is detected.

\`\`\`sh
curl -X POST "$ZISKOMER_URL/api/v1/imports?fileName=objednavky.csv" \\
  -H "Authorization: Bearer $ZISKOMER_API_KEY" \\
  -H "Content-Type: text/csv" \\
  -H "Idempotency-Key: $(uuidgen)" \\
  --data-binary @objednavky.csv
\`\`\`

The answer is **202** with the import and its address in \`Location\`; the import runs in the
background. A file whose columns cannot be mapped answers **422** with \`details.missing\`.

### 3. Poll the import

\`\`\`sh
curl "$ZISKOMER_URL/api/v1/imports/$IMPORT_ID" -H "Authorization: Bearer $ZISKOMER_API_KEY"
\`\`\`

\`status\` goes \`running\` → \`completed\` (or \`failed\`, \`cancelled\`); \`progress\` and
\`counts\` show how far it got and how many rows were saved or skipped. Poll every few seconds, not faster. The answer carries the first
${PUBLIC_IMPORT_ROW_ERRORS} row errors with their row numbers; all of them are counted.

### 4. Read a report

Every report of the app is at \`GET /api/v1/analytics/{report}\` for the key's shop, for example
the orders report of the last 30 days against the 30 before:

\`\`\`sh
curl "$ZISKOMER_URL/api/v1/analytics/orders?period=30d&compare=true" \\
  -H "Authorization: Bearer $ZISKOMER_API_KEY"
\`\`\`

\`period\` is one of \`7d\`, \`14d\`, \`30d\`, \`60d\`, \`6m\`, \`1y\`, \`all\` or \`custom\` with \`from\`
and \`to\` (\`YYYY-MM-DD\` in the shop's time zone). \`meta.refreshPending\` is true while the figures
are being recalculated after a write: ask again a few seconds later. While \`meta.refreshedAt\` is
null as well, the shop's first figures are still being computed and the report's figures are
incomplete; \`meta.refreshProgress\` (0–1, or null) says how far that computation is.

### Orders and ad spend as JSON

\`POST /api/v1/orders\` adds or updates up to ${MAX_PUBLIC_ORDERS.toLocaleString('en')} orders with
their lines by \`orderId\`; \`POST /api/v1/ad-spend\` up to ${MAX_PUBLIC_AD_SPEND_ROWS.toLocaleString('en')}
rows of daily spend. Each order or row is validated on its own: the answer lists what happened to
each (\`inserted\`, \`updated\`, \`unchanged\`, \`duplicate\`, \`rejected\` with its errors).

## Idempotency

\`POST /api/v1/orders\`, \`/api/v1/ad-spend\` and \`/api/v1/imports\` take an \`Idempotency-Key\`
header (1–255 printable ASCII characters; a UUID is a good choice). Send a new key with each new
request and **the same key when you retry** one whose answer you did not get:

- same key, same request → the stored answer of the first one, with \`Idempotent-Replayed: true\`;
  nothing is processed again;
- same key, another request → **409** \`conflict\`;
- a key counts for ${IDEMPOTENCY_TTL_HOURS} hours within the key's shop.

Sending an order again by its \`orderId\` never duplicates it either: unchanged orders write nothing.

## Limits

| What | Limit |
| --- | --- |
| Orders per \`POST /api/v1/orders\` | ${MAX_PUBLIC_ORDERS.toLocaleString('en')}, each with up to 1,000 lines |
| Rows per \`POST /api/v1/ad-spend\` | ${MAX_PUBLIC_AD_SPEND_ROWS.toLocaleString('en')} |
| JSON body | 32 MiB (413 \`payload_too_large\`) |
| CSV file | the installation's import limit (413 before reading when \`Content-Length\` says so) |

The API does not limit how many requests a key makes; send batches one after another rather than
in parallel, and treat a **429** \`rate_limited\` (which the order tracking route answers to browser
calls over its limits) by waiting and retrying with the same \`Idempotency-Key\`.

## Errors

Every error has the same body; \`code\` is stable and meant for programs, \`message\` is for people
(Czech or English by \`Accept-Language\`), \`details\` says what exactly was wrong:

\`\`\`json
{ "error": { "code": "validation_failed", "message": "Check the data you entered.", "details": { "issues": [] } } }
\`\`\`

| Status | Code | When |
| --- | --- | --- |
| 400 | \`bad_request\`, \`invalid_characters\`, \`date_invalid\`, \`date_out_of_range\` | not JSON, a NUL byte, an impossible or out-of-range day |
| 401 | \`unauthenticated\` | no key, or an unknown or revoked one |
| 404 | \`not_found\` | an import that does not exist or belongs to another shop |
| 409 | \`conflict\` | an \`Idempotency-Key\` reused for another request |
| 413 | \`payload_too_large\` | a body over the limit |
| 415 | \`bad_request\` | the wrong \`Content-Type\` |
| 422 | \`validation_failed\` | invalid query or envelope; a CSV that cannot be imported |
| 429 | \`rate_limited\` | too many calls; wait and retry |
| 5xx | \`internal\` | our fault: retry later; \`x-request-id\` identifies the request in our logs |

## SDK examples

The same call — send one order with its lines, then read the orders report — in three languages.
\`ZISKOMER_URL\` is the address of this installation, \`ZISKOMER_API_KEY\` a key of the shop.

### Node.js (fetch)

\`\`\`js
const base = process.env.ZISKOMER_URL;
const headers = { Authorization: \`Bearer \${process.env.ZISKOMER_API_KEY}\`, 'Content-Type': 'application/json' };

const order = {
  orderId: '2024-000123',
  orderDate: '2024-12-31T14:05:00+01:00',
  customerEmail: 'jana.novakova@example.cz',
  revenue: 1234.5,
  currency: 'CZK',
  items: [{ productCode: 'KAV-250', productName: 'Káva Etiopie 250 g', quantity: 2, unitPrice: 389 }],
};
const saved = await fetch(\`\${base}/api/v1/orders\`, {
  method: 'POST',
  headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
  body: JSON.stringify({ orders: [order] }),
});
if (!saved.ok) throw new Error((await saved.json()).error.code);
console.log((await saved.json()).totals);

const report = await fetch(\`\${base}/api/v1/analytics/orders?period=all\`, { headers });
console.log((await report.json()).data.totals);
\`\`\`

### Python (requests)

\`\`\`python
import os, uuid, requests

base = os.environ["ZISKOMER_URL"]
headers = {"Authorization": f"Bearer {os.environ['ZISKOMER_API_KEY']}"}

order = {
    "orderId": "2024-000123",
    "orderDate": "2024-12-31T14:05:00+01:00",
    "customerEmail": "jana.novakova@example.cz",
    "revenue": 1234.5,
    "currency": "CZK",
    "items": [{"productCode": "KAV-250", "productName": "Káva Etiopie 250 g", "quantity": 2, "unitPrice": 389}],
}
saved = requests.post(f"{base}/api/v1/orders", json={"orders": [order]},
                      headers={**headers, "Idempotency-Key": str(uuid.uuid4())}, timeout=30)
saved.raise_for_status()
print(saved.json()["totals"])

report = requests.get(f"{base}/api/v1/analytics/orders", params={"period": "all"}, headers=headers, timeout=30)
report.raise_for_status()
print(report.json()["data"]["totals"])
\`\`\`

### PHP (curl)

\`\`\`php
<?php
$base = getenv('ZISKOMER_URL');
$key = getenv('ZISKOMER_API_KEY');

function ziskomer(string $method, string $url, string $key, ?array $body = null): array {
    $headers = ["Authorization: Bearer $key", 'Accept: application/json'];
    $ch = curl_init($url);
    curl_setopt($ch, CURLOPT_CUSTOMREQUEST, $method);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    if ($body !== null) {
        $headers[] = 'Content-Type: application/json';
        $headers[] = 'Idempotency-Key: ' . bin2hex(random_bytes(16));
        curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($body, JSON_UNESCAPED_UNICODE));
    }
    curl_setopt($ch, CURLOPT_HTTPHEADER, $headers);
    $answer = json_decode(curl_exec($ch), true);
    $status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);
    if ($status >= 400) throw new RuntimeException($answer['error']['code']);
    return $answer;
}

$order = [
    'orderId' => '2024-000123',
    'orderDate' => '2024-12-31T14:05:00+01:00',
    'customerEmail' => 'jana.novakova@example.cz',
    'revenue' => 1234.5,
    'currency' => 'CZK',
    'items' => [['productCode' => 'KAV-250', 'productName' => 'Káva Etiopie 250 g', 'quantity' => 2, 'unitPrice' => 389]],
];
$saved = ziskomer('POST', "$base/api/v1/orders", $key, ['orders' => [$order]]);
echo json_encode($saved['totals']), "\\n";
$report = ziskomer('GET', "$base/api/v1/analytics/orders?period=all", $key);
echo json_encode($report['data']['totals']), "\\n";
\`\`\`
`.trim();

/** The fenced code of one language in the guide, for the test that runs the SDK examples. */
export function sdkExample(language: 'js' | 'python' | 'php'): string {
  const match = new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``).exec(API_GETTING_STARTED);
  if (!match?.[1]) throw new Error(`No ${language} example in the guide`);
  return match[1];
}
