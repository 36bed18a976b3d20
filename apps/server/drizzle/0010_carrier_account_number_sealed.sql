-- The FedEx account number is sealed (AES-256-GCM) like the client id and secret. The database
-- cannot see the key, so rows saved before this hold plain text until the server seals them at
-- start (carriers.service sealLegacyAccountNumbers: any value not starting with 'v1.').
ALTER TABLE "carrier_accounts" RENAME COLUMN "account_number" TO "account_number_enc";
