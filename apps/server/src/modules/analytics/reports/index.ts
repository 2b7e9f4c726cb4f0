import type { z } from 'zod';
import type { ReportDefinition } from '../define-report.ts';
import { conversionMonitoringReport } from './conversion-monitoring-report.ts';
import { customerAcquisitionReport } from './customer-acquisition-report.ts';
import { customerClvReport } from './customer-clv-report.ts';
import { customerCohortsReport } from './customer-cohorts-report.ts';
import { customerJourneyReport } from './customer-journey-report.ts';
import { customerQuintilesReport } from './customer-quintiles-report.ts';
import { customerRepeatOrdersReport } from './customer-repeat-orders-report.ts';
import { customerRfmReport } from './customer-rfm-report.ts';
import { customersReport } from './customers-report.ts';
import { marketingReport } from './marketing-report.ts';
import { orderTimingReport } from './order-timing-report.ts';
import { ordersReconciliationReport } from './orders-reconciliation-report.ts';
import { ordersReport } from './orders-report.ts';
import { productCrossSellReport } from './product-cross-sell-report.ts';
import { productMarginReport } from './product-margin-report.ts';
import { productsReport } from './products-report.ts';

/**
 * Every analytics report. A report is one file in this folder (its SQL beside it in
 * `../queries/`); adding it here serves it to the web app and to the public API.
 */
// biome-ignore lint/suspicious/noExplicitAny: the list holds reports of different data shapes.
export const REPORTS: ReportDefinition<z.ZodType, any>[] = [
  ordersReport,
  ordersReconciliationReport,
  orderTimingReport,
  customerJourneyReport,
  customersReport,
  customerRfmReport,
  customerQuintilesReport,
  customerCohortsReport,
  customerRepeatOrdersReport,
  customerAcquisitionReport,
  customerClvReport,
  productsReport,
  productCrossSellReport,
  productMarginReport,
  marketingReport,
  conversionMonitoringReport,
];
