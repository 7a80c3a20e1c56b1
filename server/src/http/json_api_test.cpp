// The JSON edge every API module answers through (http/json_api.cpp).
#include "http/json_api.hpp"

#include <gtest/gtest.h>

namespace firm::http {
namespace {

using nlohmann::json;

TEST(JsonApiTest, OnlyJsonWithOptionalUtf8Charset) {
  EXPECT_TRUE(IsJsonContentType("application/json"));
  EXPECT_TRUE(IsJsonContentType("Application/JSON"));
  EXPECT_TRUE(IsJsonContentType("application/json; charset=utf-8"));
  EXPECT_TRUE(IsJsonContentType("application/json;charset=UTF-8"));
  EXPECT_TRUE(IsJsonContentType("application/json; charset=\"utf-8\""));
  EXPECT_FALSE(IsJsonContentType("application/json; charset=latin1"));
  EXPECT_FALSE(IsJsonContentType("application/json; boundary=x"));
  EXPECT_FALSE(IsJsonContentType("application/json; charset=utf-8; x=y"));
  EXPECT_FALSE(IsJsonContentType("text/plain"));
  EXPECT_FALSE(IsJsonContentType("application/x-www-form-urlencoded"));
  EXPECT_FALSE(IsJsonContentType("application/jsonp"));
  EXPECT_FALSE(IsJsonContentType(""));
}

Request JsonPost(std::string_view body, std::string_view type = "application/json") {
  Request request;
  request.method = "POST";
  request.target = "/api/x";
  request.SetHeader("Content-Type", type);
  request.body = body;
  return request;
}

const HeaderList kHeaders = {{"Content-Type", "application/json"},
                             {"Cache-Control", "no-store"},
                             {"X-Robots-Tag", "noindex"}};

JsonApi SmallApi() {
  return JsonApi(JsonApi::Options{&kHeaders, 16, "Only JSON here.", "Too big here."});
}

json ErrorsOf(const Response& response) { return json::parse(response.body)["errors"]; }

TEST(JsonApiTest, EnvelopeRefusesOtherTypesThenLargeBodiesWithTheModulesWording) {
  auto api = SmallApi();
  auto wrong_type = api.CheckEnvelope(JsonPost("{}", "text/plain"));
  ASSERT_TRUE(wrong_type);
  EXPECT_EQ(wrong_type->status, 415);
  EXPECT_EQ(wrong_type->problem, BodyProblem::kUnsupportedType);
  EXPECT_EQ(wrong_type->errors.at("_body").front(), "Only JSON here.");
  Request untyped = JsonPost("{}");
  untyped.SetHeader("Content-Type", std::nullopt);
  EXPECT_EQ(api.CheckEnvelope(untyped)->status, 415);

  auto large = api.CheckEnvelope(JsonPost(R"({"a":"0123456789"})"));
  ASSERT_TRUE(large);
  EXPECT_EQ(large->status, 413);
  EXPECT_EQ(large->errors.at("_body").front(), "Too big here.");
  EXPECT_FALSE(api.CheckEnvelope(JsonPost(R"({"a":"012345"})")));  // 16 bytes: at the limit
}

TEST(JsonApiTest, ParseRefusesBadUtf8BadJsonAndNonObjectsWith400) {
  auto api = SmallApi();
  struct Case {
    std::string_view body;
    BodyProblem problem;
  };
  for (const auto& c :
       {Case{"{\"a\":\"\xff\"}", BodyProblem::kBadUtf8}, Case{"{not json", BodyProblem::kBadJson},
        Case{"[1,2]", BodyProblem::kNotObject}, Case{"\"x\"", BodyProblem::kNotObject}}) {
    auto parsed = api.ParseObject(c.body);
    ASSERT_FALSE(parsed) << c.body;
    EXPECT_EQ(parsed.Error().status, 400);
    EXPECT_EQ(parsed.Error().problem, c.problem);
    EXPECT_EQ(parsed.Error().errors.at("_body").size(), 1u);
  }
  auto ok = api.ParseObject(R"({"a":"é"})");
  ASSERT_TRUE(ok);
  EXPECT_EQ(ok.Value()["a"], "é");
}

TEST(JsonApiTest, TextFieldsNameEachUnknownOrNonTextMember) {
  auto api = SmallApi();
  json body = {{"status", "new"},
               {"note", nullptr},
               {"count", 3},
               {"extra", "x"},
               {std::string(41, 'k'), "long"}};
  auto refused = api.CheckTextFields(body, {"status", "note", "count"});
  ASSERT_TRUE(refused);
  EXPECT_EQ(refused->status, 422);
  EXPECT_EQ(refused->errors.at("count").front(), "Must be text.");
  EXPECT_EQ(refused->errors.at("extra").front(), "This field is not part of the form.");
  // A long unknown name is not echoed back.
  EXPECT_EQ(refused->errors.at("_body").size(), 1u);
  EXPECT_EQ(refused->errors.size(), 3u);
  EXPECT_FALSE(api.CheckTextFields(json{{"status", "new"}}, {"status", "note"}));
}

TEST(JsonApiTest, OneErrorShapeWithTheModulesHeadersAndRetryAfter) {
  auto api = SmallApi();
  auto response = api.Error(ApiError::Of(503, "form", "Down.").RetryAfter(30));
  EXPECT_EQ(response.status, 503);
  EXPECT_EQ(ErrorsOf(response), (json{{"form", {"Down."}}}));
  ASSERT_EQ(response.fixed_headers, &kHeaders);
  ASSERT_EQ(response.extra_headers.size(), 1u);
  EXPECT_EQ(response.extra_headers[0], (Header{"Retry-After", "30"}));

  auto fields = api.Error(ApiError::Of(422, FieldErrors{{"a", {"x", "y"}}, {"b", {"z"}}}));
  EXPECT_EQ(ErrorsOf(fields), (json{{"a", {"x", "y"}}, {"b", {"z"}}}));
  EXPECT_EQ(api.NoContent().status, 204);
  EXPECT_TRUE(api.NoContent().body.empty());
  EXPECT_EQ(JsonApi(JsonApi::Options{}).Json(201, json{{"id", "1"}}).fixed_headers,
            &DefaultJsonHeaders());
}

TEST(JsonApiTest, ApiPathsAreApiAndBelow) {
  EXPECT_TRUE(IsApiPath("/api"));
  EXPECT_TRUE(IsApiPath("/api/case-reviews"));
  EXPECT_TRUE(IsApiPath("/api?x=1"));
  EXPECT_FALSE(IsApiPath("/apiary"));
  EXPECT_FALSE(IsApiPath("/"));
}

}  // namespace
}  // namespace firm::http
