-- A code asked for to sign in with an address that has no account, or to sign up with one that has,
-- is answered like any other, so that no answer tells who has an account. Its mailbox or phone gets
-- a notice saying what happened instead of a code, and its code_hash is of no code at all.
ALTER TABLE otp_challenges ADD COLUMN notice text CHECK (notice IN ('no_account', 'account_exists'));

-- customer_id: the account a login code signs into, or, for an 'account_exists' notice, the account
-- that already uses the address; null otherwise.
ALTER TABLE otp_challenges DROP CONSTRAINT otp_challenges_check;
ALTER TABLE otp_challenges ADD CONSTRAINT otp_challenges_account CHECK (
  CASE notice
    WHEN 'no_account' THEN purpose = 'login' AND customer_id IS NULL
    WHEN 'account_exists' THEN purpose = 'signup' AND customer_id IS NOT NULL
    ELSE (purpose = 'login') = (customer_id IS NOT NULL)
  END
);
