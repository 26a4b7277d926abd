-- Issue #18: a back-in-stock job that fails for good (retries spent, or expired on its last try) is
-- copied by pg-boss to its dead-letter queue, whose handler gives the alert back (notified_at null),
-- so the next restock mails it again instead of the alert staying claimed with no mail sent.
SELECT jobs.create_queue('back-in-stock-failed', '{"policy":"standard","retryLimit":8,"retryDelay":5,"retryBackoff":true,"expireInSeconds":120,"retentionMinutes":10080}');--> statement-breakpoint
UPDATE jobs.queue SET dead_letter = 'back-in-stock-failed' WHERE name = 'back-in-stock';
