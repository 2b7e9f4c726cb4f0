/**
 * The name of the performance mark set when a page's first chart has been drawn: what the browser
 * benchmark (bench/first-chart.ts) and any real-user monitoring read as "the report is on screen".
 */
export const FIRST_CHART_MARK = 'ziskomer:first-chart';
