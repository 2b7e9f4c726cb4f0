import { useNavigate } from 'react-router';
import { type ReportView, writeReportView } from '../analytics/shared/report-view.ts';
import { useSelectionStore } from '../shops/selected-shop-store.ts';

/**
 * Opens a shop from the agency overview: makes it the app's current shop (the header's shop
 * selector shows it, every shop page reads it) and goes to its marketing report for the same
 * period.
 */
export function useOpenShop(view: ReportView) {
  const setShop = useSelectionStore((state) => state.setShop);
  const navigate = useNavigate();
  return (shopId: string) => {
    setShop(shopId);
    const search = writeReportView(view).toString();
    navigate(`/analytics/marketing${search ? `?${search}` : ''}`);
  };
}
