package com.example.plants;

import java.util.List;
import java.util.Optional;

/**
 * A client for the Plants API.
 *
 * <p>Make one with {@link Plants#createClient(java.util.Map)} or from {@link ClientOptions}:
 *
 * <pre>{@code
 * Client client = new Client(new ClientOptions("abc", null, 3));
 * Optional<Plant> fern = client.getPlant("fern");
 * }</pre>
 *
 * @see ClientOptions
 */
public class Client {
  /** The API's version. */
  public static final String VERSION = "1.2.0";

  /** Where requests go. */
  protected final String baseUrl;

  /**
   * A client that reaches the API as the options say.
   *
   * @param options How to reach the API.
   */
  public Client(ClientOptions options) {
    this.baseUrl = options.baseUrl() == null ? "https://api.example.com" : options.baseUrl();
  }

  /**
   * One plant by its id.
   *
   * @param id The plant's id.
   * @return The plant, or empty when there is none.
   * @throws PlantNotFoundException when the API has no plant of that kind.
   */
  public Optional<Plant> getPlant(String id) throws PlantNotFoundException {
    return Optional.empty();
  }

  /**
   * One plant by its id, or {@code null}.
   *
   * @param id The plant's id.
   * @return The plant.
   * @deprecated Use {@link #getPlant(String)}.
   */
  @Deprecated
  public Plant fetchPlant(String id) {
    return null;
  }

  /**
   * Lists plants, a page at a time.
   *
   * @param kind Only plants of this kind; all when {@code null}.
   * @param limit How many plants a page holds.
   * @return The first page.
   */
  public Page<Plant> listPlants(PlantKind kind, int limit) {
    return new Page<>(List.of(), null);
  }
}
