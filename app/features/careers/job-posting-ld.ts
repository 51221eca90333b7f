import type { JobView } from "../../../contract/careers.ts";
import { bcp47Of } from "../../../contract/language.ts";

/**
 * schema.org JobPosting for an open position (what search engines' job listings read): on-site
 * and hybrid jobs name their place; remote ones are TELECOMMUTE with the country applicants
 * must live in, when there is one.
 */
export function jobPostingLd(job: JobView, origin: string, siteName: string) {
  const remote = job.workplace === "remote";
  const address = {
    "@type": "PostalAddress",
    ...(job.locality ? { addressLocality: job.locality } : {}),
    ...(job.country ? { addressCountry: job.country } : {}),
  };
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.descriptionHtml,
    datePosted: job.openedAt.slice(0, 10),
    employmentType: job.employmentType,
    url: `${origin}/careers/${job.slug}`,
    inLanguage: bcp47Of(job.language),
    directApply: true,
    hiringOrganization: {
      "@type": "Organization",
      name: siteName,
      sameAs: origin,
      logo: `${origin}/favicon.svg`,
    },
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          ...(job.country
            ? { applicantLocationRequirements: { "@type": "Country", name: job.country } }
            : {}),
        }
      : { jobLocation: { "@type": "Place", address } }),
  };
}
