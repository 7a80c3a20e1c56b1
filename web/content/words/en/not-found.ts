// The words of content/not-found.ts, by kind of not-found page. {serviceCount} is the number of
// practice areas (content/services-schema.ts), in words.
export default {
  service: {
    heading: "Service Not Found",
    message:
      "We could not find that service. Our {serviceCount} practice areas are listed on the services page.",
    linkLabel: "View All Services",
  },
  blog: {
    heading: "Blog Post Not Found",
    message: "That article does not exist or has moved. Every article is listed on the blog page.",
    linkLabel: "Return to Blog",
  },
  results: {
    heading: "Case Not Found",
    message: "We could not find that case result. You can browse every category of results instead.",
    linkLabel: "View All Case Results",
  },
  guide: {
    heading: "Guide Not Found",
    message: "We could not find that guide. Our guides are linked from the services page.",
    linkLabel: "View All Services",
  },
  general: {
    heading: "Page Not Found",
    message: "The page you asked for does not exist. It may have moved, or the address may have a typo.",
    linkLabel: "Go to the Home Page",
  },
};
