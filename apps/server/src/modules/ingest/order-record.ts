/** An order as stored: the canonical input after parsing, VAT split, margin resolution and keying. */
export interface OrderRecord {
  orderId: string;
  orderDate: Date;
  /** The order's day in the shop's time zone (YYYY-MM-DD). */
  orderDay: string;
  customerKey: string | null;
  customerEmail: string | null;
  customerName: string | null;
  customerPhone: string | null;
  customerCity: string | null;
  customerCountry: string | null;
  customerZip: string | null;
  revenue: number;
  revenueWithoutVat: number;
  vat: number;
  margin: number;
  marginEstimated: boolean;
  currency: string;
  isPaid: boolean | null;
  isOnline: boolean | null;
  isCancelled: boolean;
  status: string | null;
  paymentMethod: string | null;
  shippingMethod: string | null;
  acquisitionSource: string | null;
  acquisitionCampaign: string | null;
  itemCount: number;
  items: OrderItemRecord[];
}

export interface OrderItemRecord {
  lineNo: number;
  productCode: string | null;
  productName: string;
  category: string;
  quantity: number;
  unitPrice: number;
  margin: number;
  marginEstimated: boolean;
}

/** What saving did with one order of the input. */
export type SaveOutcome = 'inserted' | 'updated' | 'unchanged' | 'duplicate';

export interface SaveCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  duplicates: number;
}
