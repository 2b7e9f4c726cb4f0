import { orderTrackingRoutes, routeUrl } from '@ziskomer/contracts';
/** Comments that go into the snippets, in the UI's language. */
export interface SnippetComments {
  /** Replace the sample values with the order's data from the shop's template. */
  fillIn: string;
  /** The secret stays on the server, in an environment variable. */
  secretOnServer: string;
}

export interface TrackingSnippets {
  /** JavaScript for the thank-you page, with the public key. */
  browser: string;
  /** A signed server call with curl and openssl. */
  curl: string;
  /** The same signed call from Node.js 18+. */
  node: string;
}

/**
 * The ready-to-paste tracking code of a shop (docs/API.md "Order tracking"). The browser snippet
 * sends text/plain, which needs no CORS preflight, with keepalive so that the call survives the
 * shopper leaving the page; it takes gclid and fbclid from the URL or from the cookies Google's
 * and Meta's tags keep (_gcl_aw, _fbc). Server examples read the secret from ZISKOMER_SECRET and
 * sign '<timestamp>.<body>' with HMAC-SHA256.
 */
export function buildTrackingSnippets(
  appOrigin: string,
  publicKey: string,
  comments: SnippetComments,
): TrackingSnippets {
  const url = `${appOrigin}${routeUrl(orderTrackingRoutes.trackOrderEvent, { publicKey })}`;
  const browser = `<script>
(function () {
  // ${comments.fillIn}
  var order = {
    id: 'order-1001',
    order_id: '1001',
    total_price: 1234.5,
    currency: 'CZK',
    products: [{ code: 'SKU-1', name: 'Produkt', quantity: 1, price: 1234.5 }]
  };
  function cookie(name) {
    var match = document.cookie.match('(?:^|; )' + name + '=([^;]*)');
    return match ? decodeURIComponent(match[1]) : null;
  }
  var query = new URLSearchParams(location.search);
  var gcl = cookie('_gcl_aw');
  var fbc = cookie('_fbc');
  order.gclid = query.get('gclid') || (gcl ? gcl.split('.').slice(2).join('.') : null);
  order.fbclid = query.get('fbclid') || (fbc ? fbc.split('.').slice(3).join('.') : null);
  order.source = query.get('utm_source') || document.referrer || 'direct';
  fetch('${url}', {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify(order)
  });
})();
</script>`;

  const curl = `# ${comments.secretOnServer}
BODY='{"id":"order-1001","order_id":"1001","total_price":1234.5,"currency":"CZK","is_test":true}'
TS=$(date +%s)
SIG=$(printf '%s' "$TS.$BODY" | openssl dgst -sha256 -hmac "$ZISKOMER_SECRET" | sed 's/^.* //')
curl -X POST '${url}' \\
  -H 'Content-Type: application/json' \\
  -H "X-Ziskomer-Timestamp: $TS" \\
  -H "X-Ziskomer-Signature: sha256=$SIG" \\
  --data "$BODY"`;

  const node = `import { createHmac } from 'node:crypto';

// ${comments.secretOnServer}
const body = JSON.stringify({ id: 'order-1001', order_id: '1001', total_price: 1234.5, currency: 'CZK' });
const timestamp = Math.floor(Date.now() / 1000).toString();
const signature = createHmac('sha256', process.env.ZISKOMER_SECRET)
  .update(\`\${timestamp}.\${body}\`)
  .digest('hex');

const response = await fetch('${url}', {
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    'X-Ziskomer-Timestamp': timestamp,
    'X-Ziskomer-Signature': \`sha256=\${signature}\`,
  },
  body,
});
console.log(response.status, await response.json());`;

  return { browser, curl, node };
}
