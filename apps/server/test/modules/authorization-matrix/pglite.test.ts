import { describeAuthorizationMatrix } from './matrix.ts';

describeAuthorizationMatrix('pglite');
