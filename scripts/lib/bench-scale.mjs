// The driver of scripts/bench-scale (issue 52). Run by that script with the project's Node:
//   node bench-scale.mjs sink PORT                  an SMS provider stand-in (201 and a sid)
//   node bench-scale.mjs seed  --port P --leads K   varied leads through the public API, then
//                                                   staff work on them through the staff API
//   node bench-scale.mjs sql   --engine E --n N     prints the SQL that multiplies the leads to N
//   node bench-scale.mjs measure --port P --pid PID --engine E --n N --out FILE [--quick]
// The staff user is signed in as the integration tests do (POST /api/admin/login, then the second
// factor enrolled and confirmed with a TOTP code); its name and password come from BENCH_USER and
// BENCH_PASSWORD. Loopback only.
import { createHmac, randomUUID } from "node:crypto";
import { appendFileSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { performance } from "node:perf_hooks";

const args = process.argv.slice(2);
const command = args.shift();
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const flag = (name) => args.includes(`--${name}`);
const repo = new URL("../..", import.meta.url).pathname;

// ---------------------------------------------------------------------------------------------
// HTTP, signing in, TOTP.

const port = Number(option("port", 0));
const base = `http://127.0.0.1:${port}`;

async function call(session, method, target, body, timeoutMs = 120000) {
  const headers = {};
  if (session) {
    headers.cookie = session.cookie;
    headers["x-csrf-token"] = session.csrf;
  }
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(base + target, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  return { status: response.status, text, headers: response.headers };
}

function adopt(session, result) {
  const cookie = result.headers.getSetCookie().find((c) => !c.startsWith("firm_device"));
  if (cookie) session.cookie = cookie.split(";")[0];
  try {
    const body = JSON.parse(result.text);
    if (body.csrfToken) session.csrf = body.csrfToken;
  } catch {
    // not JSON: nothing to adopt
  }
}

function fromBase32(text) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let value = 0;
  const out = [];
  for (const c of text.replace(/[ =]/g, "").toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(c);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

function totp(secret, now = Date.now()) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / 30)));
  const digest = createHmac("sha1", secret).update(counter).digest();
  const offset = digest[digest.length - 1] & 15;
  const code = (digest.readUInt32BE(offset) & 0x7fffffff) % 1000000;
  return String(code).padStart(6, "0");
}

async function signIn(username, password) {
  const session = { cookie: "", csrf: "" };
  const login = await call(null, "POST", "/api/admin/login", { username, password });
  if (login.status !== 200) throw new Error(`sign-in: ${login.status} ${login.text}`);
  adopt(session, login);
  const enrolment = await call(session, "POST", "/api/admin/second-factor/enrolment");
  if (enrolment.status !== 200) throw new Error(`enrolment: ${enrolment.status}`);
  const secret = fromBase32(JSON.parse(enrolment.text).secret);
  const confirmed = await call(session, "POST", "/api/admin/second-factor/enrolment/confirm", {
    code: totp(secret),
  });
  if (confirmed.status !== 200) throw new Error(`second factor: ${confirmed.status}`);
  adopt(session, confirmed);
  return session;
}

// ---------------------------------------------------------------------------------------------
// Varied people.

const firstNames = [
  ["María", "maria"],
  ["José", "jose"],
  ["Ana", "ana"],
  ["Luis", "luis"],
  ["Carmen", "carmen"],
  ["Juan", "juan"],
  ["Rosa", "rosa"],
  ["Miguel", "miguel"],
  ["Lucía", "lucia"],
  ["Jorge", "jorge"],
  ["Dana", "dana"],
  ["Kevin", "kevin"],
  ["Aisha", "aisha"],
  ["Tom", "tom"],
  ["Linh", "linh"],
  ["Priya", "priya"],
  ["Omar", "omar"],
  ["Grace", "grace"],
  ["Darnell", "darnell"],
  ["Mei", "mei"],
  ["Sofía", "sofia"],
  ["Diego", "diego"],
  ["Elena", "elena"],
  ["Andrés", "andres"],
  ["Nora", "nora"],
  ["Samuel", "samuel"],
  ["Fatima", "fatima"],
  ["Hiro", "hiro"],
  ["Olga", "olga"],
  ["Ray", "ray"],
];
const lastNames = [
  ["López", "lopez"],
  ["García", "garcia"],
  ["Martínez", "martinez"],
  ["Hernández", "hernandez"],
  ["Nguyen", "nguyen"],
  ["Kim", "kim"],
  ["Smith", "smith"],
  ["Johnson", "johnson"],
  ["Patel", "patel"],
  ["Rodríguez", "rodriguez"],
  ["Pérez", "perez"],
  ["Sánchez", "sanchez"],
  ["Ramírez", "ramirez"],
  ["Torres", "torres"],
  ["Flores", "flores"],
  ["Rivera", "rivera"],
  ["Gómez", "gomez"],
  ["Díaz", "diaz"],
  ["Chen", "chen"],
  ["Wong", "wong"],
  ["Brown", "brown"],
  ["Davis", "davis"],
  ["Wilson", "wilson"],
  ["Cruz", "cruz"],
  ["Reyes", "reyes"],
  ["Morales", "morales"],
  ["Ortiz", "ortiz"],
  ["Castillo", "castillo"],
  ["Jackson", "jackson"],
  ["Okafor", "okafor"],
  ["Haddad", "haddad"],
  ["Ivanova", "ivanova"],
];
const employers = [
  "Acme Foods, Inc.",
  "Sunrise Warehousing LLC",
  "Golden State Logistics",
  "Pacific Dental Group",
  "Valley Farms",
  "Bright Cleaning Services",
  "Harbor Hotel",
  "Metro Security Co.",
  "Coastal Construction",
  "Palm Restaurant Group",
  "City Care Home Health",
  "Westside Auto Body",
  "Blue Sky Staffing",
  "Evergreen Nursery",
  "Star Nail Salon",
  "Union Street Bakery",
];
const areaCodes = ["213", "310", "323", "424", "562", "626", "661", "714", "818", "909"];
const issueTypes = [
  ["Wage & Hour"],
  ["Retaliation"],
  ["Wage & Hour", "Retaliation"],
  ["Wrongful Termination"],
  ["Discrimination"],
  ["Harassment"],
];

const pick = (list, i) => list[i % list.length];

function person(i) {
  const [first, firstAscii] = pick(firstNames, i * 7 + 3);
  const [last, lastAscii] = pick(lastNames, i * 11 + 5);
  const area = pick(areaCodes, i);
  const line = String(2000000 + ((i * 7919) % 7000000)).padStart(7, "0");
  return {
    firstName: first,
    lastName: last,
    email: `${firstAscii}.${lastAscii}${i}@${pick(["example.com", "example.org", "mail.example.net"], i)}`,
    phone: `(${area}) ${line.slice(0, 3)}-${line.slice(3)}`,
    e164: `+1${area}${line}`,
  };
}

function fixtureBase(form) {
  return JSON.parse(readFileSync(`${repo}config/forms/fixtures/${form}.json`, "utf8")).base;
}

// ---------------------------------------------------------------------------------------------
// sink: the SMS provider stand-in.

if (command === "sink") {
  let n = 0;
  createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      n += 1;
      response.writeHead(201, { "content-type": "application/json" });
      response.end(JSON.stringify({ sid: `SM${n.toString(16).padStart(32, "0")}` }));
    });
  }).listen(Number(args[0]), "127.0.0.1");
}

// ---------------------------------------------------------------------------------------------
// seed: leads through the public API, then staff work through the staff API.

async function inboundText(from, body, sid) {
  const origin = process.env.SITE_ORIGIN;
  const params = { From: from, To: process.env.SMS_FROM, Body: body, MessageSid: sid, NumMedia: "0" };
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], `${origin}/api/sms/inbound`);
  const signature = createHmac("sha1", process.env.SMS_TOKEN).update(data).digest("base64");
  const response = await fetch(`${base}/api/sms/inbound`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
    body: new URLSearchParams(params).toString(),
  });
  await response.text();
  return response.status;
}

function caseReview(i) {
  const p = person(i);
  const spanish = i % 5 === 0;
  return {
    ...fixtureBase("case-review"),
    submissionId: randomUUID(),
    language: spanish ? "es" : "en",
    landingPage: spanish
      ? "/es/services/wage-hour"
      : pick(["/services/wage-hour", "/", "/services/retaliation"], i),
    issueType: pick(issueTypes, i),
    issueDetails: pick(
      [
        "My manager made me work through lunch for months.",
        "I was fired after I complained about unpaid overtime.",
        "They cut my hours after I reported an injury.",
        "No pagaron mis horas extra.",
      ],
      i,
    ),
    incidentDate: pick(["Within the last 30 days", "1-3 months ago", "3-6 months ago", "6-12 months ago"], i),
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.phone,
    ...(i % 3 !== 2 ? { employerName: pick(employers, i) } : {}),
    utm_source: pick(["google", "", "facebook", ""], i),
    utm_medium: i % 4 === 0 ? "cpc" : "",
    utm_campaign: i % 4 === 0 ? "wage-claims" : "",
  };
}

function questionnaire(i) {
  const p = person(i);
  return {
    ...fixtureBase("harassment-questionnaire"),
    submissionId: randomUUID(),
    language: i % 4 === 0 ? "es" : "en",
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.phone,
    ...(i % 2 === 0 ? { employerName: pick(employers, i + 3) } : {}),
  };
}

async function seed() {
  const total = Number(option("leads", 300));
  const counts = { case_review: 0, questionnaire: 0, text: 0, refused: 0 };
  const phones = [];
  for (let i = 0; i < total; i += 1) {
    const kind = i % 10;
    if (kind < 6) {
      const r = await call(null, "POST", "/api/case-reviews", caseReview(i));
      if (r.status === 201) counts.case_review += 1;
      else counts.refused += 1;
      // A few people send the form twice with the same phone (a duplicate to flag).
      if (i % 37 === 0)
        await call(null, "POST", "/api/case-reviews", { ...caseReview(i), submissionId: randomUUID() });
    } else if (kind < 9) {
      const r = await call(null, "POST", "/api/harassment-questionnaires", questionnaire(i));
      if (r.status === 201) counts.questionnaire += 1;
      else counts.refused += 1;
    } else {
      const p = person(i + 100000);
      phones.push(p.e164);
      const body = pick(
        ["Hola, me despidieron ayer", "Hi I need help with my last paycheck", "Can someone call me?"],
        i,
      );
      const status = await inboundText(p.e164, body, `SM${randomUUID().replace(/-/g, "")}`);
      if (status >= 200 && status < 300) counts.text += 1;
      else counts.refused += 1;
    }
  }
  // A second text on some threads (a reply waiting).
  for (const [n, phone] of phones.entries()) {
    if (n % 2 === 0) await inboundText(phone, "Are you there?", `SM${randomUUID().replace(/-/g, "")}`);
  }
  // Staff work through the staff API: assignments, statuses, contacts, notes and replies.
  const session = await signIn(process.env.BENCH_USER, process.env.BENCH_PASSWORD);
  const staff = (process.env.BENCH_STAFF || "").split(" ").filter(Boolean);
  const work = { status: 0, assignee: 0, contact: 0, note: 0, reply: 0, failed: 0 };
  const statuses = ["contacted", "consultation_scheduled", "retained", "not_a_fit", "referred_out"];
  let page = [];
  // Keyset pages (issue 52, LISTS): each page's `next` is the following page's `after`.
  for (let p = 1, after = ""; p <= Math.ceil(total / 50) + 1; p += 1) {
    const query = after ? `after=${encodeURIComponent(after)}&pageSize=50` : "pageSize=50";
    const list = await call(session, "GET", `/api/admin/leads?${query}`);
    if (list.status !== 200) throw new Error(`seeding, list page ${p}: ${list.status} ${list.text.slice(0, 200)}`);
    const { leads, next } = JSON.parse(list.text);
    page = page.concat(leads);
    if (leads.length === 0 || !next) break;
    after = next;
  }
  const ok = (r, key) => (r.status >= 200 && r.status < 300 ? (work[key] += 1) : (work.failed += 1));
  for (const [i, lead] of page.entries()) {
    const at = `/api/admin/leads/${lead.form}/${lead.id}`;
    if (i % 4 !== 3 && staff.length > 0)
      ok(await call(session, "PUT", `${at}/assignee`, { username: pick(staff, i) }), "assignee");
    if (i % 3 !== 0) {
      ok(
        await call(session, "POST", `${at}/contacts`, {
          method: pick(["call", "call", "text", "voicemail", "email"], i),
          outcome: pick(["reached", "no_answer", "left_message", "reached"], i),
          note: i % 2 === 0 ? "Spoke about the timeline." : "",
        }),
        "contact",
      );
    }
    if (i % 3 === 1) ok(await call(session, "POST", `${at}/status`, { status: pick(statuses, i) }), "status");
    if (i % 5 === 0) ok(await call(session, "POST", `${at}/notes`, { text: "Asked for pay stubs." }), "note");
    if (lead.form === "text-message" || i % 7 === 0) {
      const r = await call(session, "POST", `${at}/messages`, {
        body: "Thanks, we will call you today.",
        clientKey: randomUUID(),
      });
      ok(r, "reply");
    }
  }
  console.log(JSON.stringify({ posted: counts, staffWork: work, listed: page.length }));
}

// ---------------------------------------------------------------------------------------------
// sql: multiplies the leads in the database to N, keeping every constraint. Rows are copied with
// INSERT ... SELECT naming only the columns the copy sets; every other column takes its default
// (and any trigger fills what it keeps), so added columns do not break it. References and filing
// deadlines are copied as the server would make them: a reference unique in the table, the
// seed's deadlines moved by the same days as its date.

function multiplySql(engine, n) {
  const sqlite = engine === "sqlite";
  const newId = sqlite
    ? "lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || " +
      "substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))"
    : "gen_random_uuid()";
  const hex32 = sqlite ? "lower(hex(randomblob(16)))" : "md5(random()::text || clock_timestamp()::text)";
  // The copy's date: spread over five years by a permutation of its number (not in insert order).
  const ageDays = `((((m.i * 7919) % ${n}) * 1826.0) / ${n} + ((m.i * 104729) % 86400) / 86400.0)`;
  const createdAt = sqlite
    ? `strftime('%Y-%m-%dT%H:%M:%fZ', julianday('now') - ${ageDays.replaceAll("m.i", "n.i")})`
    : `now() - (${ageDays.replaceAll("m.i", "n.i")})::float8 * interval '1 day'`;
  const shift = (column) =>
    sqlite
      ? `CASE WHEN ${column} IS NULL THEN NULL ELSE strftime('%Y-%m-%dT%H:%M:%fZ', julianday(${column}) + m.shift) END`
      : `${column} + m.shift`;
  const plusMinutes = (column, minutes) =>
    sqlite
      ? `strftime('%Y-%m-%dT%H:%M:%fZ', julianday(${column}) + (${minutes}) / 1440.0)`
      : `${column} + (${minutes}) * interval '1 minute'`;
  const shiftDay = (column) =>
    sqlite
      ? `date(julianday(${column}) + m.shift)`
      : `to_char(${column}::date + round(extract(epoch from m.shift) / 86400)::int, 'YYYY-MM-DD')`;
  const numbers = sqlite
    ? `WITH RECURSIVE k(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM k WHERE i + 1 < (SELECT ${n} - count(*) FROM leads)) SELECT i FROM k`
    : `SELECT generate_series(0::bigint, ${n} - 1 - (SELECT count(*) FROM leads)) AS i`;
  // The reference: eight characters of the reference alphabet from a number unique to the copy
  // (a permutation of 30^8), so no two leads share one.
  const alphabet = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
  const int = sqlite ? "" : "::int";
  const digit = (d) => `substr('${alphabet}', (1 + (((m.i + 1) * 48271 + 9301) / ${30 ** d} % 30))${int}, 1)`;
  const reference = `'GC-' || ${[0, 1, 2, 3].map(digit).join(" || ")} || '-' || ${[4, 5, 6, 7].map(digit).join(" || ")}`;
  const temp = "TEMP";
  const statusCase = `CASE WHEN m.age < 14 AND m.i % 10 < 6 THEN 'new' ELSE
      (CASE (m.i * 31) % 20 WHEN 0 THEN 'new' WHEN 1 THEN 'new' WHEN 2 THEN 'consultation_scheduled'
        WHEN 3 THEN 'retained' WHEN 4 THEN 'retained' WHEN 5 THEN 'referred_out' WHEN 6 THEN 'referred_out'
        WHEN 7 THEN 'not_a_fit' WHEN 8 THEN 'not_a_fit' WHEN 9 THEN 'not_a_fit' WHEN 10 THEN 'not_a_fit'
        ELSE 'contacted' END) END`;
  return `
${sqlite ? "PRAGMA foreign_keys = ON; BEGIN;" : "BEGIN;"}
CREATE ${temp} TABLE bench_seed AS
  SELECT row_number() OVER (ORDER BY created_at, id) - 1 AS idx, id, created_at, form_type, email, phone, language
    FROM leads;
CREATE ${temp} TABLE bench_names AS
  SELECT row_number() OVER (ORDER BY first_name) - 1 AS idx, first_name AS name
    FROM (SELECT DISTINCT first_name FROM leads WHERE form_type <> 'text_message') f;
CREATE ${temp} TABLE bench_surnames AS
  SELECT row_number() OVER (ORDER BY last_name) - 1 AS idx, last_name AS name
    FROM (SELECT DISTINCT last_name FROM leads WHERE form_type <> 'text_message') l;
CREATE ${temp} TABLE bench_employers AS
  SELECT row_number() OVER (ORDER BY employer_key) - 1 AS idx, employer, employer_key
    FROM (SELECT employer_key, min(employer) AS employer FROM leads WHERE employer_key <> '' GROUP BY employer_key) e;
CREATE ${temp} TABLE bench_staff AS
  SELECT row_number() OVER (ORDER BY id) - 1 AS idx, id FROM admin_users WHERE disabled_at IS NULL;
CREATE ${temp} TABLE bench_n AS ${numbers};
CREATE ${temp} TABLE bench_map AS
  SELECT n.i AS i, s.id AS old_id, ${newId} AS new_id, ${createdAt} AS created_at, s.form_type AS form_type,
         s.email AS email, s.language AS language, ${ageDays.replaceAll("m.i", "n.i")} AS age,
         ${sqlite ? `julianday(${createdAt}) - julianday(s.created_at)` : `(${createdAt}) - s.created_at`} AS shift
    FROM bench_n n JOIN bench_seed s ON s.idx = n.i % (SELECT count(*) FROM bench_seed);
CREATE INDEX bench_map_old ON bench_map (old_id);
CREATE INDEX bench_map_new ON bench_map (new_id);

INSERT INTO leads (id, form_type, submission_id, created_at, first_name, last_name, email, phone,
    issue_types, answers, landing_page, utm_source, utm_medium, utm_campaign, user_agent, status,
    reference, first_contact_at, sla_escalated_at, assigned_to, employer, employer_key, deadlines_at,
    language, follow_up_tries)
  SELECT m.new_id, s.form_type, ${newId}, m.created_at,
         CASE WHEN s.form_type = 'text_message' THEN s.first_name
              ELSE (SELECT name FROM bench_names WHERE idx = (m.i * 7 + 1) % (SELECT count(*) FROM bench_names)) END,
         CASE WHEN s.form_type = 'text_message' THEN s.last_name
              ELSE (SELECT name FROM bench_surnames WHERE idx = (m.i * 13 + 5) % (SELECT count(*) FROM bench_surnames)) END,
         CASE WHEN s.email = '' THEN '' ELSE replace(s.email, '@', '.' || m.i || '@') END,
         -- Every 40th copy keeps its seed's phone (a possible duplicate); the others get their own.
         CASE WHEN m.i % 40 = 0 THEN s.phone
              ELSE '+1' || substr('213310323424562626661714818909', (1 + (m.i % 10) * 3)${int}, 3)
                   || (2000000 + (m.i * 7919) % 7999999) END,
         s.issue_types, s.answers, s.landing_page, s.utm_source, s.utm_medium, s.utm_campaign,
         s.user_agent, ${statusCase},
         ${reference},
         CASE WHEN ${statusCase} = 'new' AND m.i % 10 < 7 THEN NULL
              ELSE ${plusMinutes("m.created_at", "5 + m.i % 240")} END,
         ${plusMinutes("m.created_at", 15)},
         CASE WHEN m.i % 5 < 2 THEN NULL
              ELSE (SELECT id FROM bench_staff WHERE idx = m.i % (SELECT count(*) FROM bench_staff)) END,
         CASE WHEN m.i % 10 < 3 OR s.form_type = 'text_message' THEN ''
              ELSE (SELECT employer FROM bench_employers WHERE idx = m.i % (SELECT count(*) FROM bench_employers)) END,
         CASE WHEN m.i % 10 < 3 OR s.form_type = 'text_message' THEN ''
              ELSE (SELECT employer_key FROM bench_employers WHERE idx = m.i % (SELECT count(*) FROM bench_employers)) END,
         CASE WHEN s.deadlines_at IS NULL THEN NULL ELSE m.created_at END,
         CASE WHEN m.i % 100 < 22 THEN 'es' ELSE 'en' END,
         m.i % 3
    FROM bench_map m JOIN leads s ON s.id = m.old_id;

INSERT INTO lead_deadlines (lead_id, rule_id, due_on)
  SELECT m.new_id, d.rule_id, ${shiftDay("d.due_on")}
    FROM bench_map m JOIN lead_deadlines d ON d.lead_id = m.old_id;

-- Threads: the copies of a third of the seeds' threads, answered, read and past their watches.
INSERT INTO conversation_messages (id, lead_id, direction, kind, author, body, media, provider_sid,
    status, error_code, created_at, updated_at, read_at, answered_at, reply_due_at, escalated_at)
  SELECT ${newId}, m.new_id, c.direction, c.kind, c.author, c.body, c.media,
         CASE WHEN c.provider_sid IS NULL THEN NULL ELSE 'SM' || ${hex32} END,
         c.status, c.error_code, ${shift("c.created_at")}, ${shift("c.updated_at")},
         CASE WHEN c.direction = 'in' THEN ${shift("COALESCE(c.read_at, c.created_at)")} ELSE ${shift("c.read_at")} END,
         CASE WHEN c.direction = 'in' THEN ${shift("COALESCE(c.answered_at, c.created_at)")} ELSE ${shift("c.answered_at")} END,
         ${shift("c.reply_due_at")},
         ${shift("c.escalated_at")}
    FROM bench_map m JOIN conversation_messages c ON c.lead_id = m.old_id
   WHERE m.i % 3 = 0 OR m.form_type = 'text_message';

INSERT INTO lead_events (lead_id, kind, from_status, to_status, note, actor, created_at, from_user, to_user)
  SELECT m.new_id, e.kind, e.from_status, e.to_status, e.note, e.actor, ${shift("e.created_at")}, e.from_user, e.to_user
    FROM bench_map m JOIN lead_events e ON e.lead_id = m.old_id;

INSERT INTO lead_contacts (lead_id, method, outcome, note, actor, created_at)
  SELECT m.new_id, c.method, c.outcome, c.note, c.actor, ${shift("c.created_at")}
    FROM bench_map m JOIN lead_contacts c ON c.lead_id = m.old_id;

-- The outbox's rows, all done: nothing of the past is sent again.
INSERT INTO deliveries (id, lead_id, channel, state, attempt_count, next_attempt_at, created_at,
    updated_at, delivered_at, subject_key)
  SELECT ${newId}, m.new_id, d.channel, 'delivered', 1, ${shift("d.next_attempt_at")},
         ${shift("d.created_at")}, ${shift("d.updated_at")}, ${shift("d.created_at")}, d.subject_key
    FROM bench_map m JOIN deliveries d ON d.lead_id = m.old_id;

-- Calls of the past: one lead in 25, two days after it came, with a staff member.
INSERT INTO bookings (id, lead_id, user_id, starts_at, ends_at, language, state, requested_at,
    created_at, updated_at)
  SELECT ${newId}, m.new_id, (SELECT id FROM bench_staff WHERE idx = m.i % (SELECT count(*) FROM bench_staff)),
         ${plusMinutes("m.created_at", 2880)}, ${plusMinutes("m.created_at", 2910)}, CASE WHEN m.i % 100 < 22 THEN 'es' ELSE 'en' END,
         CASE (m.i / 25) % 4 WHEN 0 THEN 'done' WHEN 1 THEN 'no_show' WHEN 2 THEN 'cancelled' ELSE 'done' END,
         m.created_at, m.created_at, m.created_at
    FROM bench_map m WHERE m.i % 25 = 0 AND m.age > 3;

-- Calls today and tomorrow: 48 booked calls, one per staff member per half hour.
INSERT INTO bookings (id, lead_id, user_id, starts_at, ends_at, language, state, requested_at,
    created_at, updated_at)
  SELECT ${newId}, m.new_id, (SELECT id FROM bench_staff WHERE idx = m.i % (SELECT count(*) FROM bench_staff)),
         ${plusMinutes(sqlite ? "strftime('%Y-%m-%dT%H:00:00.000Z', 'now')" : "date_trunc('hour', now())", "30 * (m.i / 25)")},
         ${plusMinutes(sqlite ? "strftime('%Y-%m-%dT%H:00:00.000Z', 'now')" : "date_trunc('hour', now())", "30 * (m.i / 25) + 30")},
         CASE WHEN m.i % 100 < 22 THEN 'es' ELSE 'en' END, 'booked', m.created_at, m.created_at, m.created_at
    FROM bench_map m WHERE m.i % 25 = 1 AND m.i < 25 * 48;
UPDATE leads SET booked_call_at = (SELECT b.starts_at FROM bookings b WHERE b.lead_id = leads.id AND b.state = 'booked')
 WHERE id IN (SELECT lead_id FROM bookings WHERE state = 'booked');

DROP TABLE bench_map; DROP TABLE bench_n; DROP TABLE bench_seed; DROP TABLE bench_names;
DROP TABLE bench_surnames; DROP TABLE bench_employers; DROP TABLE bench_staff;
COMMIT;
${sqlite ? "PRAGMA foreign_key_check; ANALYZE;" : "ANALYZE;"}
SELECT 'leads', count(*), count(DISTINCT reference), count(DISTINCT id) FROM leads;
`;
}

// ---------------------------------------------------------------------------------------------
// measure: real HTTP against the running server.

function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

function rssKib(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((l) => l.startsWith("VmRSS:"));
    return Number(line.split(/\s+/)[1]);
  } catch {
    return NaN;
  }
}

// A view's time as staff see it: a 503 "busy" (the staff queue is full) is asked again after its
// Retry-After, as the staff pages do (twice at most), and the wait counts in the time.
async function timed(session, target) {
  const start = performance.now();
  let r = await call(session, "GET", target);
  for (let retry = 0; r.status === 503 && retry < 2; retry += 1) {
    busyAnswers += 1;
    await new Promise((done) => setTimeout(done, 1000 * Number(r.headers.get("retry-after") ?? 1)));
    r = await call(session, "GET", target);
  }
  const ms = performance.now() - start;
  if (r.status !== 200) throw new Error(`${target}: ${r.status} ${r.text.slice(0, 200)}`);
  return ms;
}
let busyAnswers = 0;

// Up to `requests` requests per client, stopping at `seconds` (at least `minimum` per client).
async function run(session, target, clients, requests, seconds, minimum = 2) {
  const deadline = performance.now() + seconds * 1000;
  const samples = [];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let k = 0; k < requests; k += 1) {
        if (k >= minimum && performance.now() > deadline) break;
        samples.push(await timed(session, target));
      }
    }),
  );
  return samples;
}

async function measure() {
  const engine = option("engine");
  const n = Number(option("n"));
  const out = option("out");
  const pid = Number(option("pid"));
  const quick = flag("quick");
  const sample = JSON.parse(option("sample"));
  const record = (view, clients, samples, unit = "ms") => {
    const p50 = percentile(samples, 0.5);
    const p95 = percentile(samples, 0.95);
    const line = `${view}\t${engine}\t${n}\t${clients}\t${p50.toFixed(1)}\t${p95.toFixed(1)}\t${unit}\t${samples.length}`;
    appendFileSync(out, `${line}\n`);
    console.error(line);
  };
  const session = await signIn(process.env.BENCH_USER, process.env.BENCH_PASSWORD);
  const lead = `/api/admin/leads/${sample.form.replaceAll("_", "-")}/${sample.id}`;
  const list = "/api/admin/leads?pageSize=50";
  const q = (text) => `${list}&q=${encodeURIComponent(text)}`;
  const views = [
    ["inbox (needs first contact)", `${list}&contact=none`],
    ["view: needs reply", `${list}&view=needs_reply`],
    ["view: assigned to me", `${list}&assignee=me`],
    ["all leads", list],
    ["search: name", q(sample.last_name)],
    ["search: phone", q(sample.phone.replace(/^\+1/, ""))],
    ["search: e-mail", q(sample.email)],
    ["search: reference", q(sample.reference)],
    ["filter: status", `${list}&status=retained`],
    ["filter: language", `${list}&language=es`],
    ["filter: status + language", `${list}&status=contacted&language=es`],
    ["lead page", lead],
    ["lead thread", `${lead}/messages`],
    ["calls today", "/api/admin/calls?view=today"],
    ["report 12 weeks", "/api/admin/report?weeks=12"],
    ["report 52 weeks", "/api/admin/report?weeks=52"],
  ];
  // Warm-up: each view once (first-touch costs are not the steady state). The first 52-week
  // report after the copy counts its closed weeks and keeps them (migration 0021): recorded apart.
  for (const [view, target] of views) {
    const ms = await timed(session, target);
    if (view === "report 52 weeks") record("report 52 weeks, first (weeks counted, kept)", 1, [ms]);
  }
  const one = quick ? [5, 10] : [12, 15];
  const eight = quick ? [2, 10] : [3, 20];
  for (const [view, target] of views) record(view, 1, await run(session, target, 1, one[0], one[1]));
  for (const [view, target] of views) record(view, 8, await run(session, target, 8, eight[0], eight[1], 1));

  // The CSV export of every lead (streamed, no cap: decision 0041): its time and the server's
  // peak RSS while it runs; a file without every lead (a cap, a cut transfer) stops the run.
  const csv = [];
  const before = rssKib(pid);
  let peak = 0;
  for (let k = 0; k < (quick ? 1 : 2); k += 1) {
    const sampler = setInterval(() => (peak = Math.max(peak, rssKib(pid))), 20);
    const start = performance.now();
    const r = await call(session, "GET", "/api/admin/leads/export.csv", undefined, 600000);
    csv.push(performance.now() - start);
    clearInterval(sampler);
    if (r.status !== 200) throw new Error(`export: ${r.status}`);
    const rows = r.text.match(/^"[0-9a-f]{8}-[0-9a-f-]{27}"/gm)?.length ?? 0;
    if (rows < n) throw new Error(`export: ${rows} rows, expected every lead (${n})`);
  }
  record("CSV export (all leads)", 1, csv);
  // The RSS before it: memory the earlier runs left in the process is in the peak too.
  appendFileSync(
    out,
    `RSS before the CSV (MiB)\t${engine}\t${n}\t1\t${(before / 1024).toFixed(0)}\t${(before / 1024).toFixed(0)}\tMiB\t1\n`,
  );
  appendFileSync(
    out,
    `CSV peak RSS (MiB)\t${engine}\t${n}\t1\t${(peak / 1024).toFixed(0)}\t${(peak / 1024).toFixed(0)}\tMiB\t1\n`,
  );

  // The public intake alone, then while eight staff clients browse the lists.
  // Up to `count` posts, 50 ms apart, stopping after 60 s (at least 10).
  const intake = async (count) => {
    const samples = [];
    const deadline = performance.now() + 60000;
    for (let k = 0; k < count && (k < 10 || performance.now() < deadline); k += 1) {
      const start = performance.now();
      const r = await call(null, "POST", "/api/case-reviews", caseReview(k + 7));
      samples.push(performance.now() - start);
      if (r.status !== 201) throw new Error(`intake: ${r.status} ${r.text.slice(0, 200)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return samples;
  };
  record("intake POST alone", 1, await intake(quick ? 20 : 40));
  let browsing = true;
  const browsers = Array.from({ length: 8 }, async (_, c) => {
    for (let k = c; browsing; k += 1) await timed(session, views[k % 11][1]).catch(() => {});
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  record("intake POST, 8 staff browsing", 1, await intake(quick ? 20 : 40));
  browsing = false;
  await Promise.all(browsers);
  appendFileSync(out, `staff answers "busy" (503, asked again)\t${engine}\t${n}\t8\t${busyAnswers}\t${busyAnswers}\tanswers\t1\n`);
}

if (command === "seed") await seed();
else if (command === "sql") process.stdout.write(multiplySql(option("engine"), Number(option("n"))));
else if (command === "measure") await measure();
else if (command !== "sink") {
  console.error("usage: bench-scale.mjs sink|seed|sql|measure ...");
  process.exit(2);
}
