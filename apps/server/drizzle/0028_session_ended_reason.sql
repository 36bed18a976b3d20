-- Why the server ended a session on purpose (a worker whose seller must act): each later request of
-- the session is told so, not only the first, as the reads of a reloading page race.
ALTER TABLE "sessions" ADD COLUMN "ended_reason" text;
