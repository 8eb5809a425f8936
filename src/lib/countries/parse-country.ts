// Reads the name out of a restcountries v3.1 `/alpha/{code}` answer, which is an array of countries.

interface RestCountry {
  name?: { common?: unknown };
  translations?: { spa?: { common?: unknown } };
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The first country's Spanish common name, else its common name; undefined when neither exists. */
export function countryNameFrom(body: unknown): string | undefined {
  if (!Array.isArray(body) || body.length === 0) return undefined;
  const first = body[0] as RestCountry | null;
  if (typeof first !== 'object' || first === null) return undefined;
  const spanish = first.translations?.spa?.common;
  if (nonEmpty(spanish)) return spanish.trim();
  const common = first.name?.common;
  return nonEmpty(common) ? common.trim() : undefined;
}
