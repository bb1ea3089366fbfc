/** The body of every 4xx/5xx answer from /api. */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
    /** The request's id (also its `x-request-id` header), as the shop's logs name it. */
    requestId?: string;
  };
}
