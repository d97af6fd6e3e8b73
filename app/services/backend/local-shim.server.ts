/**
 * What a Supabase database already has and a bare PostgreSQL (PGlite, a self-hosted server) does
 * not: the API roles, the `auth` helpers and the `extensions` schema, plus Supabase's default
 * grants (so RLS, not missing grants, is what protects the tables, exactly as in production).
 * Applied before the migrations, never part of them. Idempotent.
 */
export const LOCAL_SHIM_SQL = /* sql */ `
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator noinherit nologin;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;

create schema if not exists extensions;
create schema if not exists auth;

create or replace function auth.uid() returns uuid
  language sql stable
  as $fn$ select nullif(current_setting('request.jwt.claim.sub', true), '')::uuid $fn$;

create or replace function auth.role() returns text
  language sql stable
  as $fn$ select nullif(current_setting('request.jwt.claim.role', true), '')::text $fn$;

create or replace function auth.jwt() returns jsonb
  language sql stable
  as $fn$ select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb $fn$;

grant usage on schema public, extensions, auth to anon, authenticated, service_role;

alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant execute on functions to anon, authenticated, service_role;
`;

/** Bookkeeping of this runner (not Supabase's): which migrations ran, and whether the seed did. */
export const LOCAL_META_SQL = /* sql */ `
create schema if not exists site_local;
create table if not exists site_local.schema_migrations (
  version text primary key,
  name text not null,
  checksum text not null,
  applied_at timestamptz not null default now()
);
create table if not exists site_local.seed_runs (
  name text primary key,
  checksum text not null,
  applied_at timestamptz not null default now()
);
revoke all on schema site_local from public;
`;
