-- The durable job queue (issue #18, ADR 0043): pg-boss 10.4.2 in its own schema "jobs", on the
-- store's own database (PGlite or PostgreSQL). The statements below are pg-boss's own install
-- script (schema version 24, generated from pg-boss's plans.create("jobs", 24)) so every migrated
-- database, test stores included, can take jobs in a transaction without starting pg-boss; its
-- start() finds version 24 and installs nothing. A later pg-boss migrates its schema itself.
CREATE SCHEMA IF NOT EXISTS jobs;--> statement-breakpoint
CREATE TYPE jobs.job_state AS ENUM (
      'created',
      'retry',
      'active',
      'completed',
      'cancelled',
      'failed'
    );--> statement-breakpoint
CREATE TABLE jobs.version (
      version int primary key,
      maintained_on timestamp with time zone,
      cron_on timestamp with time zone,
      monitored_on timestamp with time zone
    );--> statement-breakpoint
CREATE TABLE jobs.queue (
      name text,
      policy text,
      retry_limit int,
      retry_delay int,
      retry_backoff bool,
      expire_seconds int,
      retention_minutes int,
      dead_letter text REFERENCES jobs.queue (name),
      partition_name text,
      created_on timestamp with time zone not null default now(),
      updated_on timestamp with time zone not null default now(),
      PRIMARY KEY (name)
    );--> statement-breakpoint
CREATE TABLE jobs.schedule (
      name text REFERENCES jobs.queue ON DELETE CASCADE,
      cron text not null,
      timezone text,
      data jsonb,
      options jsonb,
      created_on timestamp with time zone not null default now(),
      updated_on timestamp with time zone not null default now(),
      PRIMARY KEY (name)
    );--> statement-breakpoint
CREATE TABLE jobs.subscription (
      event text not null,
      name text not null REFERENCES jobs.queue ON DELETE CASCADE,
      created_on timestamp with time zone not null default now(),
      updated_on timestamp with time zone not null default now(),
      PRIMARY KEY(event, name)
    );--> statement-breakpoint
CREATE TABLE jobs.job (
      id uuid not null default gen_random_uuid(),
      name text not null,
      priority integer not null default(0),
      data jsonb,
      state jobs.job_state not null default('created'),
      retry_limit integer not null default(2),
      retry_count integer not null default(0),
      retry_delay integer not null default(0),
      retry_backoff boolean not null default false,
      start_after timestamp with time zone not null default now(),
      started_on timestamp with time zone,
      singleton_key text,
      singleton_on timestamp without time zone,
      expire_in interval not null default interval '15 minutes',
      created_on timestamp with time zone not null default now(),
      completed_on timestamp with time zone,
      keep_until timestamp with time zone NOT NULL default now() + interval '14 days',
      output jsonb,
      dead_letter text,
      policy text
    ) PARTITION BY LIST (name);--> statement-breakpoint
ALTER TABLE jobs.job ADD PRIMARY KEY (name, id);--> statement-breakpoint
CREATE TABLE jobs.archive (LIKE jobs.job);--> statement-breakpoint
ALTER TABLE jobs.archive ADD PRIMARY KEY (name, id);--> statement-breakpoint
ALTER TABLE jobs.archive ADD archived_on timestamptz NOT NULL DEFAULT now();--> statement-breakpoint
CREATE INDEX archive_i1 ON jobs.archive(archived_on);--> statement-breakpoint
CREATE FUNCTION jobs.create_queue(queue_name text, options json)
    RETURNS VOID AS
    $$
    DECLARE
      table_name varchar := 'j' || encode(sha224(queue_name::bytea), 'hex');
      queue_created_on timestamptz;
    BEGIN

      WITH q as (
      INSERT INTO jobs.queue (
        name,
        policy,
        retry_limit,
        retry_delay,
        retry_backoff,
        expire_seconds,
        retention_minutes,
        dead_letter,
        partition_name
      )
      VALUES (
        queue_name,
        options->>'policy',
        (options->>'retryLimit')::int,
        (options->>'retryDelay')::int,
        (options->>'retryBackoff')::bool,
        (options->>'expireInSeconds')::int,
        (options->>'retentionMinutes')::int,
        options->>'deadLetter',
        table_name
      )
      ON CONFLICT DO NOTHING
      RETURNING created_on
      )
      SELECT created_on into queue_created_on from q;

      IF queue_created_on IS NULL THEN
        RETURN;
      END IF;

      EXECUTE format('CREATE TABLE jobs.%I (LIKE jobs.job INCLUDING DEFAULTS)', table_name);

      EXECUTE format('ALTER TABLE jobs.%1$I ADD PRIMARY KEY (name, id)', table_name);
      EXECUTE format('ALTER TABLE jobs.%1$I ADD CONSTRAINT q_fkey FOREIGN KEY (name) REFERENCES jobs.queue (name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED', table_name);
      EXECUTE format('ALTER TABLE jobs.%1$I ADD CONSTRAINT dlq_fkey FOREIGN KEY (dead_letter) REFERENCES jobs.queue (name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED', table_name);
      EXECUTE format('CREATE UNIQUE INDEX %1$s_i1 ON jobs.%1$I (name, COALESCE(singleton_key, '''')) WHERE state = ''created'' AND policy = ''short''', table_name);
      EXECUTE format('CREATE UNIQUE INDEX %1$s_i2 ON jobs.%1$I (name, COALESCE(singleton_key, '''')) WHERE state = ''active'' AND policy = ''singleton''', table_name);
      EXECUTE format('CREATE UNIQUE INDEX %1$s_i3 ON jobs.%1$I (name, state, COALESCE(singleton_key, '''')) WHERE state <= ''active'' AND policy = ''stately''', table_name);
      EXECUTE format('CREATE UNIQUE INDEX %1$s_i4 ON jobs.%1$I (name, singleton_on, COALESCE(singleton_key, '''')) WHERE state <> ''cancelled'' AND singleton_on IS NOT NULL', table_name);
      EXECUTE format('CREATE INDEX %1$s_i5 ON jobs.%1$I (name, start_after) INCLUDE (priority, created_on, id) WHERE state < ''active''', table_name);

      EXECUTE format('ALTER TABLE jobs.%I ADD CONSTRAINT cjc CHECK (name=%L)', table_name, queue_name);
      EXECUTE format('ALTER TABLE jobs.job ATTACH PARTITION jobs.%I FOR VALUES IN (%L)', table_name, queue_name);
    END;
    $$
    LANGUAGE plpgsql;--> statement-breakpoint
CREATE FUNCTION jobs.delete_queue(queue_name text)
    RETURNS VOID AS
    $$
    DECLARE
      table_name varchar;
    BEGIN
      WITH deleted as (
        DELETE FROM jobs.queue
        WHERE name = queue_name
        RETURNING partition_name
      )
      SELECT partition_name from deleted INTO table_name;

      EXECUTE format('DROP TABLE IF EXISTS jobs.%I', table_name);
    END;
    $$
    LANGUAGE plpgsql;--> statement-breakpoint
INSERT INTO jobs.version(version) VALUES ('24');--> statement-breakpoint
SELECT jobs.create_queue('mail', '{"policy":"standard","retryLimit":8,"retryDelay":5,"retryBackoff":true,"expireInSeconds":120,"retentionMinutes":10080}');--> statement-breakpoint
SELECT jobs.create_queue('back-in-stock', '{"policy":"standard","retryLimit":8,"retryDelay":5,"retryBackoff":true,"expireInSeconds":120,"retentionMinutes":10080}');--> statement-breakpoint
SELECT jobs.create_queue('sweep-pending-orders', '{"policy":"stately","retryLimit":0,"expireInSeconds":300}');--> statement-breakpoint
SELECT jobs.create_queue('session-cleanup', '{"policy":"stately","retryLimit":0,"expireInSeconds":900}');--> statement-breakpoint
SELECT jobs.create_queue('review-invitations', '{"policy":"stately","retryLimit":0,"expireInSeconds":300}');--> statement-breakpoint
-- A mail job delivered: its job id, written in the same transaction as the outbox row (or after the
-- relay took it), so a job pg-boss hands out again (a worker died mid-job) delivers nothing twice.
CREATE TABLE IF NOT EXISTS "mail_deliveries" (
  "job_id" uuid PRIMARY KEY,
  "delivered_at" timestamp with time zone DEFAULT now() NOT NULL
);
