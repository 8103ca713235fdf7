/**
 * A JSON Schema for a language model's structured output. OpenAI's strict mode takes only objects
 * whose every property is required and no other allowed, so the builders below write them that way.
 */
export type JsonSchema = Readonly<Record<string, unknown>>;

/** An object with exactly these properties, all required. */
export const jsonObject = (properties: Readonly<Record<string, JsonSchema>>): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

/** A list of `minItems` to `maxItems` items. */
export const jsonArray = (items: JsonSchema, minItems = 1, maxItems = 10): JsonSchema => ({
  type: 'array',
  items,
  minItems,
  maxItems,
});

export const jsonText: JsonSchema = { type: 'string' };
export const jsonInteger: JsonSchema = { type: 'integer' };
export const jsonBoolean: JsonSchema = { type: 'boolean' };
