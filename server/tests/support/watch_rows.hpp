// Rows beside the leads of LoadPlanLeads (query_plan.hpp) for the watches' query plans (issue
// 52, item 4): texts, booked calls, deliveries and follow-up tries in the proportions of a firm
// that works its leads, where what a watch may still act on is a small part of each table.
// Written by plain SQL for the leads of LoadPlanLeads, then ANALYZEd.
#pragma once

#include <string>

#include "test_databases.hpp"

namespace firm::testing_support {

// What LoadWatchRows leaves due at kWatchNow, for `count` leads (a multiple of 1,000):
// - one text in from every lead, reply due 40 minutes after it: answered but one in 100, and
//   of those escalated but one in 500 (count / 500 due replies, those written before now);
// - a call for every fourth lead, two days after it: 'done' but one in 400 still 'booked', and
//   of those escalated but one in 800 (count / 800 missed calls, before now);
// - two deliveries a lead, delivered but the webhook of one lead in 1,000 'pending' (due at the
//   lead's time), one 'sending' whose lease ran out and one 'dead';
// - a follow-up try due the day after the lead for one lead in 1,000, not yet reminded;
// - the call logged at first contact for every lead contacted (nine in ten).
inline constexpr const char* kWatchNow = "2026-01-01T00:00:00.000Z";

inline void LoadWatchRows(TestDatabase& db) {
  if (db.engine() == DbEngine::kPostgres) {
    // i: the lead's number (its id's last twelve digits), t: its created_at.
    const std::string leads =
        " FROM (SELECT id, created_at AS t, substr(id::text, 25)::int AS i FROM leads"
        " WHERE id::text LIKE '00000000-0000-4000-8000-%') l";
    db.Execute(
        "INSERT INTO conversation_messages (id, lead_id, direction, kind, author, body, status,"
        " created_at, updated_at, reply_due_at, answered_at, escalated_at)"
        " SELECT ('20000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, id, 'in', 'text',"
        " 'worker', 'Hello', 'received', t + interval '10 minutes', t + interval '10 minutes',"
        " t + interval '40 minutes',"
        " CASE WHEN i % 100 = 0 THEN NULL ELSE t + interval '20 minutes' END,"
        " CASE WHEN i % 100 = 0 AND i % 500 <> 0 THEN t + interval '41 minutes' END" +
        leads +
        ";"
        " INSERT INTO bookings (id, lead_id, user_id, starts_at, ends_at, language, state,"
        " requested_at, created_at, updated_at, escalated_at)"
        " SELECT ('30000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, id, NULL,"
        " t + interval '2 days', t + interval '2 days 30 minutes', 'en',"
        " CASE WHEN i % 400 = 0 THEN 'booked' ELSE 'done' END, t, t, t,"
        " CASE WHEN i % 800 = 0 THEN NULL ELSE t + interval '2 days 20 minutes' END" +
        leads +
        " WHERE i % 4 = 0;"
        " INSERT INTO deliveries (id, lead_id, channel, state, attempt_count, next_attempt_at,"
        " lease_expires_at, claimed_by, created_at, updated_at, delivered_at)"
        " SELECT ('40000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, id, 'webhook',"
        " CASE i % 1000 WHEN 0 THEN 'pending' WHEN 1 THEN 'sending' WHEN 2 THEN 'dead'"
        " ELSE 'delivered' END, 1, t,"
        " CASE WHEN i % 1000 = 1 THEN t + interval '1 minute' END,"
        " CASE WHEN i % 1000 = 1 THEN 'gone/w0' END, t, t,"
        " CASE WHEN i % 1000 > 2 THEN t END" +
        leads +
        ";"
        " INSERT INTO deliveries (id, lead_id, channel, state, attempt_count, next_attempt_at,"
        " created_at, updated_at, delivered_at)"
        " SELECT ('50000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, id, 'email',"
        " 'delivered', 1, t, t, t, t" +
        leads +
        ";"
        " INSERT INTO lead_contacts (lead_id, method, outcome, actor, created_at)"
        " SELECT id, 'call', 'reached', 'ana', first_contact_at FROM leads"
        " WHERE first_contact_at IS NOT NULL;"
        " UPDATE leads SET next_try_at = created_at + interval '1 day', follow_up_tries = 1,"
        " try_reminded = 0 WHERE substr(id::text, 25)::int % 1000 = 0"
        " AND id::text LIKE '00000000-0000-4000-8000-%';"
        " ANALYZE;");
    return;
  }
  const std::string leads =
      " FROM (SELECT id, created_at AS t, CAST(substr(id, 25) AS INTEGER) AS i FROM leads"
      " WHERE id LIKE '00000000-0000-4000-8000-%') l";
  // SQLite keeps instants as ISO text: t moved by a modifier, in the stored form.
  auto at = [](const std::string& modifier) {
    return "strftime('%Y-%m-%dT%H:%M:%fZ', t, '" + modifier + "')";
  };
  db.Execute(
      "INSERT INTO conversation_messages (id, lead_id, direction, kind, author, body, status,"
      " created_at, updated_at, reply_due_at, answered_at, escalated_at)"
      " SELECT printf('20000000-0000-4000-8000-%012d', i), id, 'in', 'text', 'worker', 'Hello',"
      " 'received', " +
      at("+10 minutes") + ", " + at("+10 minutes") + ", " + at("+40 minutes") +
      ", CASE WHEN i % 100 = 0 THEN NULL ELSE " + at("+20 minutes") +
      " END, CASE WHEN i % 100 = 0 AND i % 500 <> 0 THEN " + at("+41 minutes") + " END" + leads +
      ";"
      " INSERT INTO bookings (id, lead_id, user_id, starts_at, ends_at, language, state,"
      " requested_at, created_at, updated_at, escalated_at)"
      " SELECT printf('30000000-0000-4000-8000-%012d', i), id, NULL, " +
      at("+2 days") + ", " + at("+2910 minutes") +
      ", 'en', CASE WHEN i % 400 = 0 THEN 'booked' ELSE 'done' END, t, t, t,"
      " CASE WHEN i % 800 = 0 THEN NULL ELSE " +
      at("+2900 minutes") + " END" + leads +
      " WHERE i % 4 = 0;"
      " INSERT INTO deliveries (id, lead_id, channel, state, attempt_count, next_attempt_at,"
      " lease_expires_at, claimed_by, created_at, updated_at, delivered_at)"
      " SELECT printf('40000000-0000-4000-8000-%012d', i), id, 'webhook',"
      " CASE i % 1000 WHEN 0 THEN 'pending' WHEN 1 THEN 'sending' WHEN 2 THEN 'dead'"
      " ELSE 'delivered' END, 1, t, CASE WHEN i % 1000 = 1 THEN " +
      at("+1 minutes") +
      " END, CASE WHEN i % 1000 = 1 THEN 'gone/w0' END, t, t,"
      " CASE WHEN i % 1000 > 2 THEN t END" +
      leads +
      ";"
      " INSERT INTO deliveries (id, lead_id, channel, state, attempt_count, next_attempt_at,"
      " created_at, updated_at, delivered_at)"
      " SELECT printf('50000000-0000-4000-8000-%012d', i), id, 'email', 'delivered', 1, t, t, t,"
      " t" +
      leads +
      ";"
      " INSERT INTO lead_contacts (lead_id, method, outcome, actor, created_at)"
      " SELECT id, 'call', 'reached', 'ana', first_contact_at FROM leads"
      " WHERE first_contact_at IS NOT NULL;"
      " UPDATE leads SET next_try_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+1 days'),"
      " follow_up_tries = 1, try_reminded = 0"
      " WHERE CAST(substr(id, 25) AS INTEGER) % 1000 = 0 AND id LIKE '00000000-0000-4000-8000-%';"
      " ANALYZE;");
}

}  // namespace firm::testing_support
