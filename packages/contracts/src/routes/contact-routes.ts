import { contactMessageSchema, contactReceiptSchema } from '../contact.ts';
import { errorResponseSchema } from '../errors.ts';
import { contractRoute, errorResponses, jsonBody, jsonResponse } from './route-helpers.ts';

const sendContactMessage = contractRoute({
  operationId: 'sendContactMessage',
  method: 'post',
  path: '/api/contact',
  access: 'public',
  tags: ['system'],
  summary: 'Sends a message to the operator (the contact form)',
  description:
    'Stores the message and e-mails it to the operator (CONTACT_EMAIL). Needs no session. At most ' +
    '5 messages an hour from one address and 100 an hour in total (429 with Retry-After). Invalid ' +
    'fields answer 422 with a code per field.',
  request: jsonBody(contactMessageSchema),
  responses: {
    202: jsonResponse('Received', contactReceiptSchema),
    ...errorResponses(422),
    429: jsonResponse('Too many messages; try again later', errorResponseSchema),
  },
});

/** The routes of this area, by operationId. */
export const contactRoutes = { sendContactMessage };
