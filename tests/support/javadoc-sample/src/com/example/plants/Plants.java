package com.example.plants;

import java.util.Map;

/** Static helpers for the Plants API. */
public final class Plants {
  private Plants() {}

  /**
   * Makes a client from the environment.
   *
   * <pre>{@code
   * Client client = Plants.createClient(System.getenv());
   * }</pre>
   *
   * @param env The environment: {@code TOKEN} is the API token.
   * @return A client for the public API.
   */
  public static Client createClient(Map<String, String> env) {
    return new Client(ClientOptions.withToken(env.getOrDefault("TOKEN", "")));
  }
}
