/**
 * The surface of the xml-feeds module: everything code outside it may import from it. Other
 * modules, jobs/ and http/ import only this file (docs/ARCHITECTURE.md "Module surfaces").
 */
export { createXmlFeedJob, xmlFeedJob } from './xml-feed-job.ts';
