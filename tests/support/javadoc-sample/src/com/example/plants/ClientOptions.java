package com.example.plants;

/**
 * How a {@link Client} reaches the API.
 *
 * @param token Your API token.
 * @param baseUrl Where requests go; the public API when {@code null}.
 * @param retries How often a failed request is tried again.
 */
public record ClientOptions(String token, String baseUrl, int retries) {
  /** The public API's address. */
  public static final String DEFAULT_BASE_URL = "https://api.example.com";

  /**
   * Options with only a token: the public API, three retries.
   *
   * @param token Your API token.
   * @return The options.
   */
  public static ClientOptions withToken(String token) {
    return new ClientOptions(token, DEFAULT_BASE_URL, 3);
  }
}
