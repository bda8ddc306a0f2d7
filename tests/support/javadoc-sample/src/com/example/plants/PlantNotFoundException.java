package com.example.plants;

/** Thrown when the API has no plant of the id asked for. */
public class PlantNotFoundException extends Exception {
  /**
   * An exception naming the plant that was not found.
   *
   * @param id The plant's id.
   */
  public PlantNotFoundException(String id) {
    super("no plant " + id);
  }
}
