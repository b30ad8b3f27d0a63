ALTER TABLE "refresh_tokens" ADD COLUMN "successor_sealed" text;--> statement-breakpoint
-- Refresh tokens stored before this change were plain SHA-256 digests of tokens whose successors
-- anyone holding an older one could compute: those sessions end, and their shoppers sign in again
-- (docs/decisions/0260).
DELETE FROM "refresh_tokens";
