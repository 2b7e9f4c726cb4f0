/** The job kind that fetches a feed (on its schedule or 'Načíst nyní') or writes its published output. */
export const XML_FEED_JOB_KIND = 'xml-feed';
