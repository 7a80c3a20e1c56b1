#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "booking/booker.hpp"
#include "booking/public_api.hpp"
#include "common/result.hpp"
#include "config/env_config.hpp"
#include "conversation/conversation.hpp"
#include "conversation/inbound.hpp"
#include "engagement/agreement_email.hpp"
#include "engagement/agreement_sender.hpp"
#include "engagement/agreement_signing.hpp"
#include "engagement/agreement_templates.hpp"
#include "engagement/signing_page.hpp"
#include "http/handler_pool.hpp"
#include "http/router.hpp"
#include "http/server.hpp"
#include "intake/form_definition.hpp"
#include "intake/intake_handler.hpp"
#include "intake/rate_limiter.hpp"
#include "leads/lead_deadlines.hpp"
#include "leads/lead_recorder.hpp"
#include "metrics/metrics.hpp"
#include "outbox/channel.hpp"
#include "outbox/escalation.hpp"
#include "outbox/outbox.hpp"
#include "privacy/tracking.hpp"
#include "site/firm_contact.hpp"
#include "site/site_store.hpp"
#include "staff/admin_api.hpp"
#include "staff/admin_pages.hpp"
#include "storage/database.hpp"

// How the server is put together from Config: one function a module, called in order by
// main() (docs/architecture.md, "Start-up"). Each returns what must live as long as the
// server, or a start-up error for stderr; the routes, workers and arrival steps it wires are
// registered on the router and the lead recorder it is given.
namespace firm::app {

template <typename T>
using Wired = common::Result<T, std::string>;

// site/ and privacy/: the built site, its bodies moved to a mapped file, the tracking ids.
struct SiteParts {
  privacy::TrackingIds tracking;
  http::CspSources third_party;
  std::unique_ptr<site::SiteStore> store;
  site::FirmContact firm;
};
Wired<SiteParts> WireSite(const config::Config& cfg);

// The rules every lead is read against: the intake forms and the filing-deadline rules,
// checked against each other.
struct Rules {
  intake::FormCatalog forms;
  leads::DeadlineRules deadlines;
  engagement::AgreementTemplates agreements;
};
Wired<Rules> LoadRules(const config::Config& cfg);

// Whether any delivery target is configured (a webhook, SMTP, texts): the outbox then has
// workers, which the database's connection pool is sized for.
bool HasDeliveryTargets(const config::Config& cfg);
// outbox/'s own channels: the webhook, the staff e-mail and its escalation, the acknowledgements.
std::vector<std::unique_ptr<outbox::Channel>> MakeChannels(const config::Config& cfg,
                                                           const site::FirmContact& firm);

// storage/: SQLite in DATA_DIR or PostgreSQL at DATABASE_URL, one connection for every
// thread that may hold one.
Wired<std::shared_ptr<storage::Database>> OpenDatabase(const config::Config& cfg,
                                                       unsigned outbox_workers);

// leads/: earlier leads given what later migrations added, and the recorder with its first
// arrival step (deadlines).
Wired<std::unique_ptr<leads::LeadRecorder>> WireLeads(std::shared_ptr<storage::Database> database,
                                                      const leads::DeadlineRules& deadlines);

// outbox/: the workers, the first-contact watch and the "deliveries" arrival step.
struct OutboxParts {
  std::unique_ptr<outbox::Outbox> deliveries;
  std::unique_ptr<outbox::SlaWatch> sla_watch;
};
OutboxParts WireOutbox(const config::Config& cfg, std::shared_ptr<storage::Database> database,
                       const site::FirmContact& firm, leads::LeadRecorder& recorder);

// conversation/: the thread of texts, its arrival step (a new lead's first text), the reply
// clock and follow-up reminders on the SLA watch, and with texting configured the provider's
// inbound and status webhooks.
struct ConversationParts {
  std::unique_ptr<conversation::Conversation> conversation;
  std::unique_ptr<conversation::SmsWebhooks> webhooks;
};
Wired<ConversationParts> WireConversation(const config::Config& cfg,
                                          std::shared_ptr<storage::Database> database,
                                          const site::FirmContact& firm,
                                          leads::LeadRecorder& recorder,
                                          const intake::Arrival& arrival, OutboxParts& outbox,
                                          http::Router& router);

// booking/: the booker (slots, calls, the worker's links), its public routes and pages, the
// watch on missed calls, the e-mail channel's link to it. The /book form is its own endpoint.
inline constexpr std::string_view kCallBookingFormId = "call-booking";
struct BookingParts {
  std::unique_ptr<booking::Booker> booker;
  // Reads of the open slots per client address (BOOKING_SLOTS_RATE_LIMIT); null when off.
  std::unique_ptr<intake::RateLimiter> slots_limiter;
  std::unique_ptr<booking::PublicBookingApi> api;
};
Wired<BookingParts> WireBooking(const config::Config& cfg,
                                std::shared_ptr<storage::Database> database, const SiteParts& site,
                                const Rules& rules, const intake::Arrival& arrival,
                                intake::RateLimiter* limiter, OutboxParts& outbox,
                                conversation::Conversation* conversation, http::Router& router);

// The key that signs the workers' links (a booked call's, a fee agreement's): BOOKING_TOKEN_KEY,
// or one made once by the first server on the database and kept in it.
Wired<std::string> LinkKey(const config::Config& cfg,
                           const std::shared_ptr<storage::Database>& database);

// engagement/: fee agreements sent to the worker (the sender, its e-mail and code channels added
// to the outbox) and the worker's signing page.
struct EngagementParts {
  std::unique_ptr<engagement::AgreementSender> sender;
  std::unique_ptr<engagement::AgreementSigning> signing;
  std::unique_ptr<engagement::AgreementCompletion> completion;
  std::unique_ptr<engagement::SigningPage> page;
};
Wired<EngagementParts> WireEngagement(const config::Config& cfg,
                                      std::shared_ptr<storage::Database> database,
                                      const SiteParts& site, const Rules& rules,
                                      OutboxParts& outbox, http::Router& router);

// intake/: the one way in for every lead (the arrival pipeline, behind the per-address rate
// limit), and one endpoint a form; /book and text leads arrive through the same pipeline.
struct IntakeParts {
  std::unique_ptr<intake::RateLimiter> limiter;
  std::unique_ptr<intake::Arrival> arrival;
  std::vector<std::unique_ptr<intake::IntakeEndpoint>> endpoints;
};
IntakeParts WireIntake(const config::Config& cfg, const intake::FormCatalog& forms,
                       const leads::LeadRecorder& recorder, http::Router& router);

// staff/: the stores, the staff API and the staff area's pages (the API holds the stores, so
// the parts stay where they were made: WireStaff hands them out behind a unique_ptr).
struct StaffParts {
  StaffParts(const std::shared_ptr<storage::Database>& database, staff::SecretBox box)
      : accounts(database),
        users(database),
        second_factor(database),
        leads(database),
        deliveries(database),
        audit(database),
        agreements(database),
        secret_box(std::move(box)) {}

  staff::AccountStore accounts;
  staff::UserStore users;
  staff::SecondFactorStore second_factor;
  leads::LeadStore leads;
  outbox::DeliveryStore deliveries;
  storage::AuditLog audit;
  engagement::AgreementStore agreements;
  staff::SecretBox secret_box;
  std::unique_ptr<staff::AdminApi> api;
  std::unique_ptr<staff::AdminPages> pages;
  // The workers the staff API's handlers run on (STAFF_WORKERS, STAFF_QUEUE; decision 0039).
  // Last: it stops, and its threads join, before what they use goes.
  std::unique_ptr<http::HandlerPool> workers;
};
Wired<std::unique_ptr<StaffParts>> WireStaff(
    const config::Config& cfg, std::shared_ptr<storage::Database> database, const Rules& rules,
    const site::FirmContact& firm, conversation::Conversation* conversation,
    booking::Booker* booker, const engagement::AgreementSender* agreements, http::Router& router);

// metrics/ and http/: the scrape hooks, /metrics, and the server's options.
struct ServerParts {
  http::ServerOptions options;
  std::optional<http::Router> metrics_router;
  std::unique_ptr<metrics::RouteClassifier> classifier;
};
ServerParts WireServer(const config::Config& cfg, const SiteParts& site,
                       std::shared_ptr<storage::Database> database, const OutboxParts& outbox,
                       const IntakeParts& intake, http::Router& router);

}  // namespace firm::app
