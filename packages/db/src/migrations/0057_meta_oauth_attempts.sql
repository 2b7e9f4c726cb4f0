-- Meta's login (Facebook Login for Business) is the server-side code flow with the app secret and
-- no PKCE: its attempts keep only the single-use nonce that the signed `state` carries, without a
-- verifier. Google's attempts still carry theirs.
ALTER TABLE oauth_attempts ALTER COLUMN code_verifier_sealed DROP NOT NULL;
