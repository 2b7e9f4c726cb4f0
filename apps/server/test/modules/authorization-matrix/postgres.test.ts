import { describeAuthorizationMatrix } from './matrix.ts';

describeAuthorizationMatrix('postgres');
