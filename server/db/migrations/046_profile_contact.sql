-- The profile (SPEC section 2, /myProfile): a customer's picture, kept in media_files like the store's
-- images, under customers/<id>/…; removing it or the account removes the file.
ALTER TABLE customers ADD COLUMN profile_image_path text
  REFERENCES media_files (path) ON DELETE SET NULL;

-- A signed-in customer proves a new e-mail or phone with a code (verify send-otp): purpose 'contact',
-- for the account whose address it changes (customer_id), never a notice.
ALTER TABLE otp_challenges DROP CONSTRAINT otp_challenges_purpose_check;
ALTER TABLE otp_challenges ADD CONSTRAINT otp_challenges_purpose_check
  CHECK (purpose IN ('signup', 'login', 'contact'));
ALTER TABLE otp_challenges DROP CONSTRAINT otp_challenges_account;
ALTER TABLE otp_challenges ADD CONSTRAINT otp_challenges_account CHECK (
  CASE notice
    WHEN 'no_account' THEN purpose = 'login' AND customer_id IS NULL
    WHEN 'account_exists' THEN purpose = 'signup' AND customer_id IS NOT NULL
    ELSE (purpose IN ('login', 'contact')) = (customer_id IS NOT NULL)
  END
);
