// Types for the untyped `rison` package (0.1.1). Only what server/rest/rison.ts uses.
declare module 'rison' {
  interface RisonParser {
    parse(str: string): unknown;
    error(message: string): undefined;
    message: string | null;
  }
  interface RisonParserConstructor {
    new (errorHandler?: (message: string, index: number) => void): RisonParser;
  }
  const rison: {
    encode(value: unknown): string;
    encode_uri(value: unknown): string;
    decode(str: string): unknown;
    parser: RisonParserConstructor;
  };
  export default rison;
}
