import { customerInputSchema, type OrderInput, orderInputSchema } from '@ziskomer/contracts';
import {
  getTimeZoneOffset,
  marginPercent,
  parseCzechAmount,
  resolveMargin,
  splitVat,
} from '@ziskomer/domain';
import { collectFieldIssues, type FieldIssues } from './field-issues.ts';

/** One line of the order form as typed: amounts stay text until the form is sent. */
export interface OrderLineDraft {
  /** Stable key of the line while lines are added and removed. */
  id: string;
  productCode: string;
  productName: string;
  category: string;
  quantity: string;
  /** Price of one unit including VAT. */
  unitPrice: string;
  /** Margin of the whole line; empty when unknown. */
  margin: string;
}

/** The order form (/orders/new) as typed. */
export interface OrderDraft {
  orderId: string;
  /** YYYY-MM-DD and HH:MM, wall-clock time in the shop's time zone. */
  date: string;
  time: string;
  customerEmail: string;
  customerName: string;
  customerPhone: string;
  customerCity: string;
  customerCountry: string;
  customerZip: string;
  currency: string;
  paid: boolean;
  online: boolean;
  cancelled: boolean;
  status: string;
  paymentMethod: string;
  shippingMethod: string;
  acquisitionSource: string;
  acquisitionCampaign: string;
  /** The order's margin when known as a whole; empty to use the lines' margins or the estimate. */
  margin: string;
  lines: OrderLineDraft[];
}

export type OrderDraftText = {
  [K in keyof OrderDraft]: OrderDraft[K] extends string ? K : never;
}[keyof OrderDraft];

export function createOrderLine(id: string): OrderLineDraft {
  return { id, productCode: '', productName: '', category: '', quantity: '1', unitPrice: '', margin: '' };
}

/** A new order: now in the shop's time zone, in the shop's currency, with one empty line. */
export function createOrderDraft(options: {
  now: Date;
  timeZone: string;
  currency: string;
  lineId: string;
  customer?: Partial<
    Pick<
      OrderDraft,
      'customerEmail' | 'customerName' | 'customerPhone' | 'customerCity' | 'customerCountry' | 'customerZip'
    >
  >;
}): OrderDraft {
  const local = new Date(options.now.getTime() + getTimeZoneOffset(options.now.getTime(), options.timeZone));
  const iso = local.toISOString();
  return {
    orderId: '',
    date: iso.slice(0, 10),
    time: iso.slice(11, 16),
    customerEmail: '',
    customerName: '',
    customerPhone: '',
    customerCity: '',
    customerCountry: '',
    customerZip: '',
    ...options.customer,
    currency: options.currency,
    paid: false,
    online: true,
    cancelled: false,
    status: '',
    paymentMethod: '',
    shippingMethod: '',
    acquisitionSource: '',
    acquisitionCampaign: '',
    margin: '',
    lines: [createOrderLine(options.lineId)],
  };
}

type Amount = { ok: true; value: number | null } | { ok: false };

/** A number typed the Czech way ('1 234,50', '12,5') or with a dot; null when the field is empty. */
export function readAmount(text: string): Amount {
  if (text.trim() === '') return { ok: true, value: null };
  const parsed = parseCzechAmount(text, ',');
  return parsed.ok ? { ok: true, value: parsed.value } : { ok: false };
}

/** Quantity × unit price, in hundredths, or null until both are valid numbers. */
export function getLineTotal(line: Pick<OrderLineDraft, 'quantity' | 'unitPrice'>): number | null {
  const quantity = readAmount(line.quantity);
  const price = readAmount(line.unitPrice);
  if (!quantity.ok || !price.ok || quantity.value === null || price.value === null) return null;
  return round2(quantity.value * price.value);
}

export type MarginSource = 'order' | 'lines' | 'estimate';

/**
 * What the server will store for the order (see normaliseOrder): revenue is the sum of the lines,
 * split 80/20 for VAT; the margin is the order's own, else the sum of the lines' margins when every
 * line has one, else the 30 % estimate.
 */
export function getOrderTotals(draft: Pick<OrderDraft, 'lines' | 'margin'>) {
  const revenue = round2(draft.lines.reduce((sum, line) => sum + (getLineTotal(line) ?? 0), 0));
  const { withoutVat, vat } = splitVat(revenue);
  const orderMargin = readAmount(draft.margin);
  const lineMargins = draft.lines.map((line) => readAmount(line.margin));
  let source: MarginSource = 'estimate';
  let known: number | null = null;
  if (orderMargin.ok && orderMargin.value !== null) {
    source = 'order';
    known = orderMargin.value;
  } else if (lineMargins.length > 0 && lineMargins.every((m) => m.ok && m.value !== null)) {
    source = 'lines';
    known = round2(lineMargins.reduce((sum, m) => sum + (m.ok ? (m.value ?? 0) : 0), 0));
  }
  const margin = resolveMargin(revenue, known).margin;
  return {
    revenue,
    withoutVat,
    vat,
    margin,
    marginSource: source,
    marginPercent: marginPercent(margin, revenue),
    /** Some lines have a margin and others not: the lines' margins cannot be summed. */
    partialLineMargins: source === 'estimate' && lineMargins.some((m) => m.ok && m.value !== null),
  };
}

/**
 * Checks the form and builds the body of `createOrder` (orderRoutes), or names each field's
 * problem by its API path (so the server's 422 issues land on the same fields).
 */
export function buildOrderInput(
  draft: OrderDraft,
): { ok: true; input: OrderInput } | { ok: false; issues: FieldIssues } {
  const issues: FieldIssues = {};
  const required = (path: string, value: string) => {
    if (value.trim() === '') issues[path] ??= 'required';
  };
  const amount = (path: string, text: string, isRequired: boolean): number | null => {
    const parsed = readAmount(text);
    if (!parsed.ok) {
      issues[path] ??= 'not_a_number';
      return null;
    }
    if (parsed.value === null && isRequired) issues[path] ??= 'required';
    return parsed.value;
  };

  required('orderId', draft.orderId);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) issues.orderDate = draft.date ? 'invalid_date' : 'required';
  else if (draft.time && !/^\d{2}:\d{2}$/.test(draft.time)) issues.orderDate = 'invalid_date';
  const email = draft.customerEmail.trim();
  if (email && !customerInputSchema.shape.email.safeParse(email).success)
    issues.customerEmail = 'invalid_format';
  if (draft.lines.length === 0) issues.items = 'no_lines';

  const items = draft.lines.map((line, index) => {
    required(`items.${index}.productName`, line.productName);
    const quantity = amount(`items.${index}.quantity`, line.quantity, true);
    const unitPrice = amount(`items.${index}.unitPrice`, line.unitPrice, true);
    const margin = amount(`items.${index}.margin`, line.margin, false);
    return {
      productCode: emptyToNull(line.productCode),
      productName: line.productName.trim(),
      category: emptyToNull(line.category),
      quantity: quantity ?? 1,
      unitPrice: unitPrice ?? 0,
      margin,
    };
  });
  const margin = amount('margin', draft.margin, false);
  const { revenue } = getOrderTotals(draft);

  const input: OrderInput = {
    orderId: draft.orderId.trim(),
    orderDate: `${draft.date}T${draft.time || '00:00'}`,
    customerEmail: emptyToNull(email),
    customerName: emptyToNull(draft.customerName),
    customerPhone: emptyToNull(draft.customerPhone),
    customerCity: emptyToNull(draft.customerCity),
    customerCountry: emptyToNull(draft.customerCountry),
    customerZip: emptyToNull(draft.customerZip),
    revenue,
    margin,
    currency: draft.currency,
    paid: draft.paid,
    online: draft.online,
    cancelled: draft.cancelled,
    status: emptyToNull(draft.status),
    paymentMethod: emptyToNull(draft.paymentMethod),
    shippingMethod: emptyToNull(draft.shippingMethod),
    acquisitionSource: emptyToNull(draft.acquisitionSource),
    acquisitionCampaign: emptyToNull(draft.acquisitionCampaign),
    items,
  };
  // The contract's own limits (lengths, ranges) on top of the checks above.
  const parsed = orderInputSchema.safeParse(input);
  if (!parsed.success) {
    const contractIssues = collectFieldIssues(parsed.error.issues);
    for (const [path, code] of Object.entries(contractIssues)) issues[path] ??= code;
  }
  // Revenue is computed from the lines: a line's own problem explains a wrong total better.
  if (Object.keys(issues).some((path) => path.startsWith('items.'))) delete issues.revenue;
  return Object.keys(issues).length > 0 ? { ok: false, issues } : { ok: true, input };
}

function emptyToNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
