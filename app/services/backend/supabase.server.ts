import { createClient, FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js";
import ws from "ws";
import type { Logger } from "~shared/types";
import { errorMessage } from "~shared/types";
import { slotKey, type ManageOutcome, type ManageRefusal } from "~shared/demo-booking";
import type {
  BlogPost,
  BlogReads,
  NewsletterLinkOutcome,
  NewsletterLinkResult,
  NotifyResult,
  SiteBackend,
} from "./port";
import { isAllCategories, toPublished, toSummary, type PostRow } from "./post-row.server";
import type { Lang } from "~/i18n/language";

const SUMMARY_COLUMNS =
  "id,slug,title,excerpt,category,author,published_date,published_at,read_time,views,comments_count,image_url,featured,lang,about";
/** What links and dates an article (sitemap, feeds, hreflang). */
const PUBLISHED_COLUMNS = `${SUMMARY_COLUMNS},translation_key,updated_at`;

function isBookedDemo(value: unknown): value is { date: string; time: string; token: string | null } {
  const booking = value as { date?: unknown; time?: unknown; token?: unknown } | null;
  return (
    typeof booking === "object" &&
    booking !== null &&
    typeof booking.date === "string" &&
    typeof booking.time === "string" &&
    (booking.token === null || typeof booking.token === "string")
  );
}

function isNotifyError(value: unknown): value is { error: { message: string; code?: string } } {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { error?: { message?: unknown } }).error?.message === "string"
  );
}

const linkOutcomes = ["confirmed", "already-confirmed", "expired", "unsubscribed"] as const;
function isLinkOutcome(value: unknown): value is Exclude<NewsletterLinkOutcome, "invalid"> {
  return (linkOutcomes as readonly unknown[]).includes(value);
}

/**
 * Hosted Supabase: send-notification through the Functions API, the blog through PostgREST (the
 * anon key, so RLS decides what is visible), views through the RPC. Exactly the calls of spec §7.
 */
const MANAGE_REFUSALS: ManageRefusal[] = ["invalid-link", "cancelled", "past", "slot-taken", "invalid-slot"];

function isManageOutcome(value: unknown): value is ManageOutcome {
  if (typeof value !== "object" || value === null) return false;
  const outcome = value as { ok?: unknown; reason?: unknown; booking?: unknown };
  return outcome.ok === true
    ? typeof outcome.booking === "object" && outcome.booking !== null
    : outcome.ok === false && MANAGE_REFUSALS.includes(outcome.reason as ManageRefusal);
}

/** A supabase-js client as the site makes them (no session; Node 20's missing WebSocket supplied). */
export function supabaseClient(url: string, key: string, fetcher?: typeof fetch): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; realtime is unused but the client insists on a transport.
    realtime: { transport: ws as unknown as typeof WebSocket },
    global: fetcher ? { fetch: fetcher } : undefined,
  });
}

/** The blog's reads, through PostgREST. */
function supabaseBlogPosts(
  client: SupabaseClient,
  fail: (operation: string, error: { message: string }) => never,
): BlogReads {
  return {
    async featuredPost(lang) {
      const { data, error } = await client
        .from("blog_posts")
        .select(SUMMARY_COLUMNS)
        .eq("published", true)
        .eq("featured", true)
        .eq("lang", lang)
        .order("published_date", { ascending: false })
        .limit(1);
      if (error) fail("featuredPost", error);
      const rows = (data ?? []) as unknown as PostRow[];
      return rows[0] ? toSummary(rows[0]) : null;
    },
    async listPosts({ lang, category }) {
      let query = client
        .from("blog_posts")
        .select(SUMMARY_COLUMNS)
        .eq("published", true)
        .eq("featured", false)
        .eq("lang", lang);
      if (!isAllCategories(category)) query = query.eq("category", category as string);
      const { data, error } = await query.order("published_date", { ascending: false });
      if (error) fail("listPosts", error);
      return ((data ?? []) as unknown as PostRow[]).map(toSummary);
    },
    async findPosts({ lang, category, author, about }) {
      let query = client.from("blog_posts").select(SUMMARY_COLUMNS).eq("published", true).eq("lang", lang);
      if (category) query = query.eq("category", category);
      if (author) query = query.eq("author", author);
      if (about) query = query.overlaps("about", about);
      const { data, error } = await query
        .order("published_date", { ascending: false })
        .order("id", { ascending: false });
      if (error) fail("findPosts", error);
      return ((data ?? []) as unknown as PostRow[]).map(toSummary);
    },
    async categories(lang) {
      const { data, error } = await client.from("blog_posts").select("category").eq("published", true).eq("lang", lang);
      if (error) fail("categories", error);
      const values = ((data ?? []) as Array<{ category: string }>).map((row) => row.category);
      return [...new Set(values)].sort((a, b) => a.localeCompare(b, "es"));
    },
    async postBySlug(lang, slug) {
      const { data, error } = await client
        .from("blog_posts")
        .select(`${PUBLISHED_COLUMNS},body`)
        .eq("published", true)
        .eq("lang", lang)
        .eq("slug", slug)
        .maybeSingle();
      if (error) fail("postBySlug", error);
      if (!data) return null;
      const row = data as unknown as PostRow;
      return { ...toPublished(row), body: row.body ?? "" } satisfies BlogPost;
    },
    async publishedPosts() {
      const { data, error } = await client
        .from("blog_posts")
        .select(PUBLISHED_COLUMNS)
        .eq("published", true)
        .order("published_date", { ascending: false })
        .order("id", { ascending: false });
      if (error) fail("publishedPosts", error);
      return ((data ?? []) as unknown as PostRow[]).map(toPublished);
    },
    async postTranslations(translationKey) {
      const { data, error } = await client
        .from("blog_posts")
        .select("lang,slug")
        .eq("published", true)
        .eq("translation_key", translationKey)
        .order("lang");
      if (error) fail("postTranslations", error);
      return (data ?? []) as Array<{ lang: Lang; slug: string }>;
    },
    async incrementViews(slug) {
      const { error } = await client.rpc("increment_blog_post_views", { post_slug: slug });
      if (error) fail("incrementViews", error);
    },
  };
}

export function createSupabaseBackend(config: {
  url: string;
  key: string;
  log: Logger;
  fetch?: typeof fetch;
  /** DEMO_SLOT_CAPACITY: the function must be given the same (decision 130). */
  demoSlotCapacity?: number;
}): SiteBackend & { readonly client: SupabaseClient } {
  const client = supabaseClient(config.url, config.key, config.fetch);
  const { log } = config;

  function fail(operation: string, error: { message: string }): never {
    log.error("supabase.request_failed", { operation, error: error.message });
    throw new Error(`Supabase ${operation} failed: ${error.message}`);
  }

  /** A booking action through the edge function, which holds the link secret (decision 131). */
  async function bookingAction(body: Record<string, string>): Promise<ManageOutcome> {
    const { data, error } = await client.functions.invoke("send-notification", { body });
    if (!error && isManageOutcome(data)) return data;
    if (error instanceof FunctionsHttpError) {
      const answer: unknown = await (error.context as Response).json().catch(() => null);
      if (isManageOutcome(answer)) return answer;
      log.error("supabase.booking_action_failed", { action: body.action, status: (error.context as Response).status });
    } else {
      log.error("supabase.booking_action_failed", {
        action: body.action,
        error: error ? errorMessage(error) : "shape",
      });
    }
    return { ok: false, reason: "unavailable" };
  }

  return {
    kind: "supabase",
    client,
    async fullDemoSlots(from, to) {
      const { data, error } = await client.rpc("demo_full_slots", {
        p_from: from,
        p_to: to,
        p_capacity: config.demoSlotCapacity ?? 1,
      });
      if (error) fail("fullDemoSlots", error);
      return ((data ?? []) as Array<{ demo_date: string; demo_time: string }>).map((row) =>
        slotKey(row.demo_date, row.demo_time.slice(0, 5)),
      );
    },
    demoBooking: (token) => bookingAction({ action: "demo-lookup", token }),
    demoCalendar: (token) => bookingAction({ action: "demo-calendar", token }),
    cancelDemo: (token) => bookingAction({ action: "demo-cancel", token }),
    moveDemo: (token, date, time) => bookingAction({ action: "demo-move", token, demo_date: date, demo_time: time }),
    async notify(request, options): Promise<NotifyResult> {
      // The function stores or replays; it cannot be asked to replay only (decision 166): a retry over
      // the allowance is refused here, as any other post over it.
      if (options?.replayOnly) return { error: { message: "replay-only is not offered here", code: "not-replay" } };
      // Parsed already; the function validates it again all the same: it is open to the internet.
      const { data, error } = await client.functions.invoke("send-notification", { body: request });
      if (!error) {
        if (isNotifyError(data)) {
          return {
            error: { message: data.error.message, code: data.error.code === "duplicate" ? "duplicate" : "invalid" },
          };
        }
        const answered = data as { booking?: unknown; replayed?: unknown } | null;
        const booking = answered?.booking;
        return {
          error: null,
          ...(isBookedDemo(booking) ? { booking } : {}),
          ...(answered?.replayed === true ? { replayed: true as const } : {}),
        };
      }
      if (error instanceof FunctionsHttpError) {
        const response = error.context as Response;
        const body: unknown = await response.json().catch(() => null);
        const status = response.status;
        if (isNotifyError(body)) {
          const code = body.error.code;
          return {
            error: {
              message: body.error.message,
              code:
                code === "duplicate" || code === "invalid" || code === "unavailable" || code === "slot-taken"
                  ? code
                  : status >= 500
                    ? "unavailable"
                    : "invalid",
            },
          };
        }
        log.error("supabase.notify_failed", { status });
        return {
          error: { message: `send-notification answered ${status}`, code: status >= 500 ? "unavailable" : "invalid" },
        };
      }
      log.error("supabase.notify_failed", { error: errorMessage(error) });
      return { error: { message: "The notification service is unavailable", code: "unavailable" } };
    },
    async followNewsletterLink(purpose, token): Promise<NewsletterLinkResult> {
      // The same function as the leads: it holds the database role and the link key (decision 135).
      const { data, error } = await client.functions.invoke("send-notification", {
        body: { type: purpose === "confirm" ? "newsletter-confirm" : "newsletter-unsubscribe", data: { token } },
      });
      if (!error) {
        const outcome = (data as { outcome?: unknown } | null)?.outcome;
        if (isLinkOutcome(outcome)) return { status: 200, outcome };
        log.error("supabase.newsletter_link_unexpected", { purpose });
        return { status: 503, outcome: null };
      }
      if (error instanceof FunctionsHttpError && (error.context as Response).status === 400) {
        return { status: 400, outcome: "invalid" };
      }
      log.error("supabase.newsletter_link_failed", { purpose, error: errorMessage(error) });
      return { status: 503, outcome: null };
    },
    async recordConsent(record): Promise<NotifyResult> {
      // The same function as the leads: the Node app has no database role on Supabase.
      const { error } = await client.functions.invoke("send-notification", {
        body: { type: "cookie-consent", data: record },
      });
      if (!error) return { error: null };
      const status = error instanceof FunctionsHttpError ? (error.context as Response).status : 0;
      log.error("supabase.consent_record_failed", { status });
      return {
        error: { code: status === 400 ? "invalid" : "unavailable", message: `send-notification answered ${status}` },
      };
    },
    ...supabaseBlogPosts(client, fail),
    async close() {
      await client.removeAllChannels();
    },
  };
}
