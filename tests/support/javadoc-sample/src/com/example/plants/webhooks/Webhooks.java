package com.example.plants.webhooks;

import com.example.plants.Plant;

/** Checks webhook deliveries of {@link Plant} changes. */
@com.example.plants.Beta(reason = "the signature scheme is new")
public final class Webhooks {
  private Webhooks() {}

  /**
   * Says whether a delivery's signature is the one {@code secret} makes.
   *
   * @param body The delivery's body.
   * @param signature The {@code X-Signature} header.
   * @param secret The webhook's secret.
   * @return Whether the delivery is genuine.
   * @see com.example.plants.Client#getPlant(String)
   */
  public static boolean verify(String body, String signature, String secret) {
    return !body.isEmpty() && signature.equals(secret);
  }
}
