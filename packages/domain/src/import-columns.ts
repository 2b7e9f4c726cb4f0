import {
  type ColumnMapping,
  importPresets,
  type OrderImportField,
  type OrderImportPreset,
  orderImportFields,
} from '@ziskomer/contracts';

/** The item fields: when any is mapped, rows become order lines and a product name is needed. */
export const itemImportFields: readonly OrderImportField[] = [
  'productCode',
  'productName',
  'category',
  'quantity',
  'unitPrice',
  'itemMargin',
  'itemType',
];

type Aliases = Partial<Record<OrderImportField, string[]>>;

/**
 * Header names per preset, compared after `normaliseHeader` (case, diacritics, spaces and
 * punctuation do not matter). `ziskomer` is our own format: the SPEC's column names, plus the
 * plain Czech and English names people type into their own spreadsheets.
 */
const PRESET_ALIASES: Record<OrderImportPreset, Aliases> = {
  ziskomer: {
    orderId: [
      'order_id',
      'order id',
      'číslo objednávky',
      'kód objednávky',
      'id objednávky',
      'objednávka',
      'order number',
    ],
    orderDate: ['order_date', 'datum objednávky', 'datum', 'date', 'datum a čas'],
    customerEmail: ['customer_email', 'e-mail', 'email', 'e-mail zákazníka'],
    customerName: ['customer_name', 'zákazník', 'jméno zákazníka', 'jméno a příjmení', 'customer'],
    customerPhone: ['customer_phone', 'telefon', 'phone'],
    customerCity: ['customer_city', 'město', 'city'],
    customerCountry: ['customer_country', 'země', 'stát', 'country'],
    customerZip: ['customer_zip', 'psč', 'zip', 'postcode'],
    revenue: [
      'order_revenue',
      'revenue',
      'částka',
      'celkem',
      'celkem s dph',
      'celková cena',
      'tržba',
      'total',
    ],
    margin: ['order_margin', 'margin', 'marže'],
    currency: ['order_currency', 'currency', 'měna'],
    paid: ['order_paid', 'paid', 'zaplaceno'],
    online: ['order_online', 'online'],
    cancelled: ['order_cancelled', 'cancelled', 'stornováno', 'zrušeno'],
    status: ['order_status', 'status', 'stav'],
    paymentMethod: ['payment_method', 'způsob platby', 'platba'],
    shippingMethod: ['shipping_method', 'způsob dopravy', 'doprava'],
    acquisitionSource: ['acquisition_source', 'zdroj', 'source'],
    acquisitionCampaign: ['acquisition_campaign', 'kampaň', 'campaign'],
    productCode: ['product_code', 'sku', 'kód produktu'],
    productName: ['product_name', 'produkt', 'název produktu', 'product'],
    category: ['product_category', 'kategorie', 'category'],
    quantity: ['quantity', 'množství', 'počet kusů', 'ks'],
    unitPrice: ['unit_price', 'jednotková cena', 'cena za kus'],
    itemMargin: ['item_margin', 'marže položky'],
  },
  shoptet: {
    orderId: ['code', 'kód objednávky', 'číslo objednávky'],
    orderDate: ['date', 'datum', 'datum vytvoření'],
    status: ['statusName', 'stav', 'stav objednávky'],
    customerEmail: ['email', 'e-mail'],
    customerPhone: ['phone', 'telefon'],
    customerName: ['billFullName', 'jméno a příjmení', 'fakturační jméno a příjmení', 'zákazník'],
    customerCity: ['billCity', 'město', 'fakturační město'],
    customerZip: ['billZip', 'psč', 'fakturační psč'],
    customerCountry: ['billCountryName', 'billCountryCode', 'země', 'fakturační země'],
    revenue: [
      'totalPriceWithVat',
      'celkem s dph',
      'cena objednávky celkem',
      'celková cena s dph',
      'cena celkem s dph',
    ],
    currency: ['currencyCode', 'currency', 'měna'],
    paid: ['paid', 'zaplaceno'],
    paymentMethod: ['paymentMethodName', 'billingMethodName', 'způsob platby', 'platba'],
    shippingMethod: ['shippingMethodName', 'shippingName', 'způsob dopravy', 'doprava'],
    acquisitionSource: ['sourceName', 'zdroj objednávky'],
    productCode: ['orderItemCode', 'kód položky', 'položka objednávky - kód'],
    productName: ['orderItemName', 'název položky', 'položka objednávky - název'],
    quantity: ['orderItemAmount', 'množství', 'položka objednávky - množství'],
    unitPrice: [
      'orderItemUnitPriceWithVat',
      'jednotková cena s dph',
      'položka objednávky - cena s daní za jednotku',
    ],
    itemType: ['orderItemType', 'typ položky', 'položka objednávky - typ'],
    category: ['orderItemCategory', 'kategorie'],
  },
  woocommerce: {
    orderId: ['Order Number', 'Order ID', 'order_number', 'order_id'],
    orderDate: ['Order Date', 'order_date', 'Date'],
    status: ['Order Status', 'status'],
    customerEmail: ['Billing Email', 'Email (Billing)', 'billing_email', 'Customer Email'],
    customerPhone: ['Billing Phone', 'Phone (Billing)', 'billing_phone'],
    customerName: ['Customer Name', 'Billing Full Name', 'Full Name (Billing)'],
    customerFirstName: ['Billing First Name', 'First Name (Billing)', 'billing_first_name'],
    customerLastName: ['Billing Last Name', 'Last Name (Billing)', 'billing_last_name'],
    customerCity: ['Billing City', 'City (Billing)', 'billing_city'],
    customerZip: ['Billing Postcode', 'Postcode (Billing)', 'billing_postcode'],
    customerCountry: ['Billing Country', 'Country Code (Billing)', 'billing_country'],
    revenue: ['Order Total', 'Order Total Amount', 'order_total'],
    currency: ['Order Currency', 'Currency', 'order_currency'],
    paymentMethod: ['Payment Method Title', 'Payment Method', 'payment_method_title'],
    shippingMethod: ['Shipping Method Title', 'Shipping Method', 'shipping_method'],
    productCode: ['SKU', 'Item SKU'],
    productName: ['Item Name', 'Product Name', 'item_name'],
    quantity: ['Quantity', 'Item Quantity', 'Quantity (- Refund)', 'Qty'],
    unitPrice: ['Item Cost', 'Item Price', 'item_cost'],
    category: ['Product Categories', 'Category'],
  },
  shopify: {
    orderId: ['Name'],
    orderDate: ['Created at'],
    customerEmail: ['Email'],
    customerPhone: ['Phone', 'Billing Phone'],
    customerName: ['Billing Name'],
    customerCity: ['Billing City'],
    customerZip: ['Billing Zip'],
    customerCountry: ['Billing Country'],
    revenue: ['Total'],
    currency: ['Currency'],
    paid: ['Financial Status'],
    cancelled: ['Cancelled at'],
    status: ['Fulfillment Status'],
    paymentMethod: ['Payment Method'],
    shippingMethod: ['Shipping Method'],
    acquisitionSource: ['Source'],
    productCode: ['Lineitem sku'],
    productName: ['Lineitem name'],
    quantity: ['Lineitem quantity'],
    unitPrice: ['Lineitem price'],
  },
};

/** Case, diacritics, spaces and punctuation removed: `Kód objednávky` → `kodobjednavky`. */
export function normaliseHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const NORMALISED_ALIASES = Object.fromEntries(
  importPresets.map((preset) => [
    preset,
    Object.fromEntries(
      Object.entries(PRESET_ALIASES[preset]).map(([field, aliases]) => [field, aliases.map(normaliseHeader)]),
    ),
  ]),
) as Record<OrderImportPreset, Partial<Record<OrderImportField, string[]>>>;

export interface ColumnDetection {
  /** The export the headers come from, or null when none fits (the user maps columns by hand). */
  preset: OrderImportPreset | null;
  mapping: ColumnMapping;
  /** Required fields without a column; the import cannot start until they are mapped. */
  missing: OrderImportField[];
}

/** Maps headers with one preset: for each field, the first alias (in preference order) that is a header. */
export function mapColumnsWithPreset(headers: readonly string[], preset: OrderImportPreset): ColumnMapping {
  return mapHeadersByAliases(headers, orderImportFields, NORMALISED_ALIASES[preset]);
}

/**
 * For each field in turn, the first of its (normalised) aliases that names a header not taken by
 * an earlier field. Shared by the presets of every import kind.
 */
export function mapHeadersByAliases<F extends string>(
  headers: readonly string[],
  fields: readonly F[],
  normalisedAliases: Partial<Record<F, string[]>>,
): Partial<Record<F, string>> {
  const byName = new Map<string, string>();
  for (const header of headers) {
    const key = normaliseHeader(header);
    if (key && !byName.has(key)) byName.set(key, header);
  }
  const mapping: Partial<Record<F, string>> = {};
  const used = new Set<string>();
  for (const field of fields) {
    for (const alias of normalisedAliases[field] ?? []) {
      const header = byName.get(alias);
      if (header !== undefined && !used.has(header)) {
        mapping[field] = header;
        used.add(header);
        break;
      }
    }
  }
  return mapping;
}

/**
 * Recognises the export a header row comes from and maps its columns. The preset that maps the
 * required fields and the most columns wins; when none maps the required fields, the best
 * partial mapping is returned with `preset: null`, for the user to complete.
 */
export function detectColumns(headers: readonly string[]): ColumnDetection {
  let best: { preset: OrderImportPreset; mapping: ColumnMapping; missing: OrderImportField[] } | null = null;
  for (const preset of importPresets) {
    const mapping = mapColumnsWithPreset(headers, preset);
    const missing = getMissingFields(mapping);
    const score = Object.keys(mapping).length - missing.length * 100;
    const bestScore = best
      ? Object.keys(best.mapping).length - best.missing.length * 100
      : Number.NEGATIVE_INFINITY;
    if (score > bestScore) best = { preset, mapping, missing };
  }
  if (!best) return { preset: null, mapping: {}, missing: getMissingFields({}) };
  return best.missing.length === 0 ? best : { preset: null, mapping: best.mapping, missing: best.missing };
}

/**
 * Required fields not mapped: the order id, its date, and a way to know the revenue (an order
 * total, or unit prices of its lines); with any item column, the product name.
 */
export function getMissingFields(mapping: ColumnMapping): OrderImportField[] {
  const missing: OrderImportField[] = [];
  if (!mapping.orderId) missing.push('orderId');
  if (!mapping.orderDate) missing.push('orderDate');
  if (!mapping.revenue && !mapping.unitPrice) missing.push('revenue');
  const hasItems = itemImportFields.some((field) => mapping[field]);
  if (hasItems && !mapping.productName) missing.push('productName');
  return missing;
}
